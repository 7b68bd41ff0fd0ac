const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  setAsideNote,
  shortReason,
  whatToDo
} from "./chunk-Z7RPR7TQ.js";
import "./chunk-3FIV4SMG.js";
import "./chunk-YUZAWFVM.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  setAsideNote,
  shortReason,
  whatToDo
};
