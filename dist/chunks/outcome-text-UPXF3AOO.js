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
} from "./chunk-ZXH3Q4V5.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-NBBMBXE4.js";
import "./chunk-6R4AW6GH.js";
import "./chunk-QKBNGTRI.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
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
