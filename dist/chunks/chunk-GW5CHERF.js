const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:os
var __builtin = process.getBuiltinModule("node:os");
var __read = (name) => __builtin[name];
var node_os_default = __builtin;
var constants = /* @__PURE__ */ __read("constants");
var EOL = /* @__PURE__ */ __read("EOL");

// builtin:node:string_decoder
var __builtin2 = process.getBuiltinModule("node:string_decoder");
var __read2 = (name) => __builtin2[name];
var StringDecoder = /* @__PURE__ */ __read2("StringDecoder");

// builtin:node:events
var __builtin3 = process.getBuiltinModule("node:events");
var __read3 = (name) => __builtin3[name];
var addAbortListener = /* @__PURE__ */ __read3("addAbortListener");
var once = /* @__PURE__ */ __read3("once");
var on = /* @__PURE__ */ __read3("on");
var EventEmitter = /* @__PURE__ */ __read3("EventEmitter");
var setMaxListeners = /* @__PURE__ */ __read3("setMaxListeners");

export {
  node_os_default,
  constants,
  EOL,
  StringDecoder,
  addAbortListener,
  once,
  on,
  EventEmitter,
  setMaxListeners
};
