const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:fs/promises
var __builtin = process.getBuiltinModule("node:fs/promises");
var __read = (name) => __builtin[name];
var readdir = /* @__PURE__ */ __read("readdir");
var stat = /* @__PURE__ */ __read("stat");
var readFile = /* @__PURE__ */ __read("readFile");

// builtin:node:timers/promises
var __builtin2 = process.getBuiltinModule("node:timers/promises");
var __read2 = (name) => __builtin2[name];
var setTimeout = /* @__PURE__ */ __read2("setTimeout");
var setImmediate = /* @__PURE__ */ __read2("setImmediate");
var scheduler = /* @__PURE__ */ __read2("scheduler");

export {
  readdir,
  stat,
  readFile,
  setTimeout,
  setImmediate,
  scheduler
};
