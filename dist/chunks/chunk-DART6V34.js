import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);

// builtin:node:string_decoder
var __builtin = process.getBuiltinModule("node:string_decoder");
var __read = (name) => __builtin[name];
var StringDecoder = /* @__PURE__ */ __read("StringDecoder");

// builtin:node:os
var __builtin2 = process.getBuiltinModule("node:os");
var __read2 = (name) => __builtin2[name];
var node_os_default = __builtin2;
var constants = /* @__PURE__ */ __read2("constants");

// builtin:node:util
var __builtin3 = process.getBuiltinModule("node:util");
var __read3 = (name) => __builtin3[name];
var callbackify = /* @__PURE__ */ __read3("callbackify");
var debuglog = /* @__PURE__ */ __read3("debuglog");
var inspect = /* @__PURE__ */ __read3("inspect");
var promisify = /* @__PURE__ */ __read3("promisify");
var stripVTControlCharacters = /* @__PURE__ */ __read3("stripVTControlCharacters");
var aborted = /* @__PURE__ */ __read3("aborted");
var parseArgs = /* @__PURE__ */ __read3("parseArgs");

export {
  StringDecoder,
  node_os_default,
  constants,
  callbackify,
  debuglog,
  inspect,
  promisify,
  stripVTControlCharacters,
  aborted,
  parseArgs
};
