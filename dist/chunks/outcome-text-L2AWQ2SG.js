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
} from "./chunk-4BITRX4B.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-J24MDO5F.js";
import "./chunk-YDNSAMNY.js";
import "./chunk-JHHEPBTZ.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-D4GNM7ML.js";
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
