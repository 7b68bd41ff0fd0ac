const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:path
var __builtin = process.getBuiltinModule("node:path");
var __read = (name) => __builtin[name];
var node_path_default = __builtin;
var resolve = /* @__PURE__ */ __read("resolve");

export {
  node_path_default,
  resolve
};
