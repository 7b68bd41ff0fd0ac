const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:fs
var __builtin = process.getBuiltinModule("node:fs");
var __read = (name) => __builtin[name];
var node_fs_default = __builtin;
var appendFileSync = /* @__PURE__ */ __read("appendFileSync");
var closeSync = /* @__PURE__ */ __read("closeSync");
var createReadStream = /* @__PURE__ */ __read("createReadStream");
var createWriteStream = /* @__PURE__ */ __read("createWriteStream");
var fstatSync = /* @__PURE__ */ __read("fstatSync");
var lstatSync = /* @__PURE__ */ __read("lstatSync");
var mkdirSync = /* @__PURE__ */ __read("mkdirSync");
var mkdtempSync = /* @__PURE__ */ __read("mkdtempSync");
var open = /* @__PURE__ */ __read("open");
var openSync = /* @__PURE__ */ __read("openSync");
var readdirSync = /* @__PURE__ */ __read("readdirSync");
var read = /* @__PURE__ */ __read("read");
var readSync = /* @__PURE__ */ __read("readSync");
var readFile = /* @__PURE__ */ __read("readFile");
var readFileSync = /* @__PURE__ */ __read("readFileSync");
var realpathSync = /* @__PURE__ */ __read("realpathSync");
var rmdirSync = /* @__PURE__ */ __read("rmdirSync");
var statSync = /* @__PURE__ */ __read("statSync");
var unlinkSync = /* @__PURE__ */ __read("unlinkSync");
var writeFileSync = /* @__PURE__ */ __read("writeFileSync");
var promises = /* @__PURE__ */ __read("promises");

export {
  node_fs_default,
  appendFileSync,
  closeSync,
  createReadStream,
  createWriteStream,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  open,
  openSync,
  readdirSync,
  read,
  readSync,
  readFile,
  readFileSync,
  realpathSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
  promises
};
