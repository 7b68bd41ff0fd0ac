const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  capNotHeldNote,
  failOnNote,
  headline,
  labelFor,
  reasonText,
  setAsideNote,
  shortReason,
  whatToDo
} from "./chunk-7B4K52EX.js";
import "./chunk-L37QPUEO.js";
import "./chunk-YUZAWFVM.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  capNotHeldNote,
  failOnNote,
  headline,
  labelFor,
  reasonText,
  setAsideNote,
  shortReason,
  whatToDo
};
