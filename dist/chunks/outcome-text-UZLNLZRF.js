const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  CRASH_NOTE,
  NOT_STARTED_NOTE,
  capNotHeldNote,
  failOnNote,
  headline,
  labelFor,
  reasonText,
  setAsideNote,
  shortReason,
  unreadableText,
  verdictReason,
  whatToDo
} from "./chunk-ZNNNRIK3.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-SZDO3HEL.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-ANBRR7JR.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  CRASH_NOTE,
  NOT_STARTED_NOTE,
  capNotHeldNote,
  failOnNote,
  headline,
  labelFor,
  reasonText,
  setAsideNote,
  shortReason,
  unreadableText,
  verdictReason,
  whatToDo
};
