const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:fs
var __builtin = process.getBuiltinModule("node:fs");
var __read = (name) => __builtin[name];
var node_fs_default = __builtin;
var appendFileSync = /* @__PURE__ */ __read("appendFileSync");
var chownSync = /* @__PURE__ */ __read("chownSync");
var chmodSync = /* @__PURE__ */ __read("chmodSync");
var closeSync = /* @__PURE__ */ __read("closeSync");
var cpSync = /* @__PURE__ */ __read("cpSync");
var createReadStream = /* @__PURE__ */ __read("createReadStream");
var createWriteStream = /* @__PURE__ */ __read("createWriteStream");
var existsSync = /* @__PURE__ */ __read("existsSync");
var fstatSync = /* @__PURE__ */ __read("fstatSync");
var lstatSync = /* @__PURE__ */ __read("lstatSync");
var mkdirSync = /* @__PURE__ */ __read("mkdirSync");
var mkdtempSync = /* @__PURE__ */ __read("mkdtempSync");
var openSync = /* @__PURE__ */ __read("openSync");
var readdirSync = /* @__PURE__ */ __read("readdirSync");
var read = /* @__PURE__ */ __read("read");
var readSync = /* @__PURE__ */ __read("readSync");
var readFileSync = /* @__PURE__ */ __read("readFileSync");
var realpathSync = /* @__PURE__ */ __read("realpathSync");
var rmSync = /* @__PURE__ */ __read("rmSync");
var rmdirSync = /* @__PURE__ */ __read("rmdirSync");
var statSync = /* @__PURE__ */ __read("statSync");
var unlinkSync = /* @__PURE__ */ __read("unlinkSync");
var writeFileSync = /* @__PURE__ */ __read("writeFileSync");
var writeSync = /* @__PURE__ */ __read("writeSync");
var constants = /* @__PURE__ */ __read("constants");
var promises = /* @__PURE__ */ __read("promises");

export {
  node_fs_default,
  appendFileSync,
  chownSync,
  chmodSync,
  closeSync,
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  read,
  readSync,
  readFileSync,
  realpathSync,
  rmSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  constants,
  promises
};
