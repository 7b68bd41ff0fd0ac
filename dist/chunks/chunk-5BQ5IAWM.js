const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:crypto
var __builtin = process.getBuiltinModule("node:crypto");
var __read = (name) => __builtin[name];
var createHash = /* @__PURE__ */ __read("createHash");
var randomBytes = /* @__PURE__ */ __read("randomBytes");
var randomUUID = /* @__PURE__ */ __read("randomUUID");

export {
  createHash,
  randomBytes,
  randomUUID
};
