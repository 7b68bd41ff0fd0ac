const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// builtin:node:stream
var __builtin = process.getBuiltinModule("node:stream");
var __read = (name) => __builtin[name];
var Readable = /* @__PURE__ */ __read("Readable");
var Writable = /* @__PURE__ */ __read("Writable");
var Duplex = /* @__PURE__ */ __read("Duplex");
var Transform = /* @__PURE__ */ __read("Transform");
var PassThrough = /* @__PURE__ */ __read("PassThrough");
var getDefaultHighWaterMark = /* @__PURE__ */ __read("getDefaultHighWaterMark");

export {
  Readable,
  Writable,
  Duplex,
  Transform,
  PassThrough,
  getDefaultHighWaterMark
};
