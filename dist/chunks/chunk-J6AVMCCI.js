const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:url
var __builtin = process.getBuiltinModule("node:url");
var __read = (name) => __builtin[name];
var pathToFileURL = /* @__PURE__ */ __read("pathToFileURL");
var fileURLToPath = /* @__PURE__ */ __read("fileURLToPath");

export {
  pathToFileURL,
  fileURLToPath
};
