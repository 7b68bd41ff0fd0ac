const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:zlib
var __builtin = process.getBuiltinModule("node:zlib");
var __read = (name) => __builtin[name];
var gunzipSync = /* @__PURE__ */ __read("gunzipSync");
var createInflateRaw = /* @__PURE__ */ __read("createInflateRaw");
var createGzip = /* @__PURE__ */ __read("createGzip");

export {
  gunzipSync,
  createInflateRaw,
  createGzip
};
