const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:string_decoder
var __builtin = process.getBuiltinModule("node:string_decoder");
var __read = (name) => __builtin[name];
var StringDecoder = /* @__PURE__ */ __read("StringDecoder");

export {
  StringDecoder
};
