const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:zlib
var __builtin = process.getBuiltinModule("node:zlib");
var __read = (name) => __builtin[name];
var createGzip = /* @__PURE__ */ __read("createGzip");

export {
  createGzip
};
