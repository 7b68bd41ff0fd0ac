const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:crypto
var __builtin = process.getBuiltinModule("node:crypto");
var __read = (name) => __builtin[name];
var createCipheriv = /* @__PURE__ */ __read("createCipheriv");
var createDecipheriv = /* @__PURE__ */ __read("createDecipheriv");
var createHash = /* @__PURE__ */ __read("createHash");
var hkdfSync = /* @__PURE__ */ __read("hkdfSync");
var randomBytes = /* @__PURE__ */ __read("randomBytes");
var randomUUID = /* @__PURE__ */ __read("randomUUID");

export {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomUUID
};
