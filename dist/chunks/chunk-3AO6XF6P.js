const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:timers/promises
var __builtin = process.getBuiltinModule("node:timers/promises");
var __read = (name) => __builtin[name];
var setTimeout = /* @__PURE__ */ __read("setTimeout");
var setImmediate = /* @__PURE__ */ __read("setImmediate");
var scheduler = /* @__PURE__ */ __read("scheduler");

export {
  setTimeout,
  setImmediate,
  scheduler
};
