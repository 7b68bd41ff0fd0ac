const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:util
var __builtin = process.getBuiltinModule("node:util");
var __read = (name) => __builtin[name];
var callbackify = /* @__PURE__ */ __read("callbackify");
var debuglog = /* @__PURE__ */ __read("debuglog");
var inspect = /* @__PURE__ */ __read("inspect");
var promisify = /* @__PURE__ */ __read("promisify");
var stripVTControlCharacters = /* @__PURE__ */ __read("stripVTControlCharacters");
var aborted = /* @__PURE__ */ __read("aborted");
var parseArgs = /* @__PURE__ */ __read("parseArgs");

export {
  callbackify,
  debuglog,
  inspect,
  promisify,
  stripVTControlCharacters,
  aborted,
  parseArgs
};
