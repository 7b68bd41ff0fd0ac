const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:fs/promises
var __builtin = process.getBuiltinModule("node:fs/promises");
var __read = (name) => __builtin[name];
var access = /* @__PURE__ */ __read("access");
var rename = /* @__PURE__ */ __read("rename");
var rm = /* @__PURE__ */ __read("rm");
var mkdir = /* @__PURE__ */ __read("mkdir");
var readdir = /* @__PURE__ */ __read("readdir");
var readlink = /* @__PURE__ */ __read("readlink");
var lstat = /* @__PURE__ */ __read("lstat");
var writeFile = /* @__PURE__ */ __read("writeFile");
var appendFile = /* @__PURE__ */ __read("appendFile");
var readFile = /* @__PURE__ */ __read("readFile");

export {
  access,
  rename,
  rm,
  mkdir,
  readdir,
  readlink,
  lstat,
  writeFile,
  appendFile,
  readFile
};
