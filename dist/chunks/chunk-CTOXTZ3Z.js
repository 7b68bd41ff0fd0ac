const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/stream/acp-record.ts
var DIRECTION_KEY = "_narrator";
function recordLine(direction, message) {
  return JSON.stringify({ [DIRECTION_KEY]: direction, message });
}
function recordReceived(line, parsed) {
  if (parsed !== null && typeof parsed === "object" && Object.hasOwn(parsed, DIRECTION_KEY)) {
    return recordLine("received", parsed);
  }
  return line;
}
function unwrapRecorded(frame) {
  if (!Object.hasOwn(frame, DIRECTION_KEY)) return { direction: "received", message: frame };
  const direction = frame[DIRECTION_KEY];
  const message = frame.message;
  if (direction !== "sent" && direction !== "received") return null;
  if (message === null || typeof message !== "object" || Array.isArray(message)) return null;
  return { direction, message };
}

export {
  DIRECTION_KEY,
  recordLine,
  recordReceived,
  unwrapRecorded
};
