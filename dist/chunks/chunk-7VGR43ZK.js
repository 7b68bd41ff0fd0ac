const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/report/bidi.ts
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var HAS_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
function revealBidi(s) {
  if (!HAS_BIDI_CONTROL.test(s)) return s;
  return s.replace(BIDI_CONTROLS, (c) => `\u2039U+${c.charCodeAt(0).toString(16).toUpperCase()}\u203A`);
}

export {
  revealBidi
};
