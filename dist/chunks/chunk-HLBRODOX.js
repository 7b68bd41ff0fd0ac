const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:process
var __builtin = process.getBuiltinModule("node:process");
var __read = (name) => __builtin[name];
var node_process_default = __builtin;
var arch = /* @__PURE__ */ __read("arch");
var platform = /* @__PURE__ */ __read("platform");
var hrtime = /* @__PURE__ */ __read("hrtime");
var env = /* @__PURE__ */ __read("env");
var execArgv = /* @__PURE__ */ __read("execArgv");
var execPath = /* @__PURE__ */ __read("execPath");

export {
  node_process_default,
  arch,
  platform,
  hrtime,
  env,
  execArgv,
  execPath
};
