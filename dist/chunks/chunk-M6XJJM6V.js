const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:string_decoder
var __builtin = process.getBuiltinModule("node:string_decoder");
var __read = (name) => __builtin[name];
var StringDecoder = /* @__PURE__ */ __read("StringDecoder");

// builtin:node:util
var __builtin2 = process.getBuiltinModule("node:util");
var __read2 = (name) => __builtin2[name];
var callbackify = /* @__PURE__ */ __read2("callbackify");
var debuglog = /* @__PURE__ */ __read2("debuglog");
var inspect = /* @__PURE__ */ __read2("inspect");
var promisify = /* @__PURE__ */ __read2("promisify");
var stripVTControlCharacters = /* @__PURE__ */ __read2("stripVTControlCharacters");
var aborted = /* @__PURE__ */ __read2("aborted");
var parseArgs = /* @__PURE__ */ __read2("parseArgs");

// builtin:node:os
var __builtin3 = process.getBuiltinModule("node:os");
var __read3 = (name) => __builtin3[name];
var node_os_default = __builtin3;
var constants = /* @__PURE__ */ __read3("constants");

export {
  StringDecoder,
  callbackify,
  debuglog,
  inspect,
  promisify,
  stripVTControlCharacters,
  aborted,
  parseArgs,
  node_os_default,
  constants
};
