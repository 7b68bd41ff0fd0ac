const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:crypto
var __builtin = process.getBuiltinModule("node:crypto");
var __read = (name) => __builtin[name];
var createDecipheriv = /* @__PURE__ */ __read("createDecipheriv");
var createHash = /* @__PURE__ */ __read("createHash");
var hkdfSync = /* @__PURE__ */ __read("hkdfSync");

export {
  createDecipheriv,
  createHash,
  hkdfSync
};
