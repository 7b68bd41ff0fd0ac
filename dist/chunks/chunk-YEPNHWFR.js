const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:os
var __builtin = process.getBuiltinModule("node:os");
var __read = (name) => __builtin[name];
var node_os_default = __builtin;
var constants = /* @__PURE__ */ __read("constants");

export {
  node_os_default,
  constants
};
