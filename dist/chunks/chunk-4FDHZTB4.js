import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);

// src/own-keys.ts
function ownValue(table, key) {
  return Object.hasOwn(table, key) ? table[key] : void 0;
}
function setOwn(out, key, value) {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

export {
  ownValue,
  setOwn
};
