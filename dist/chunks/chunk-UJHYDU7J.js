const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/session/notes.ts
function contextResetNote(why) {
  return `context reset: the previous session could not be restored (${why})`;
}

export {
  contextResetNote
};
