const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:child_process
var __builtin = process.getBuiltinModule("node:child_process");
var __read = (name) => __builtin[name];
var ChildProcess = /* @__PURE__ */ __read("ChildProcess");
var exec = /* @__PURE__ */ __read("exec");
var execFile = /* @__PURE__ */ __read("execFile");
var execFileSync = /* @__PURE__ */ __read("execFileSync");
var spawn = /* @__PURE__ */ __read("spawn");
var spawnSync = /* @__PURE__ */ __read("spawnSync");

export {
  ChildProcess,
  exec,
  execFile,
  execFileSync,
  spawn,
  spawnSync
};
