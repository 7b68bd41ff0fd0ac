const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/own-keys.ts
function ownValue(table, key) {
  return Object.hasOwn(table, key) ? table[key] : void 0;
}
function setOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}
function record(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}

export {
  ownValue,
  setOwn,
  record
};
