const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  shortReason,
  whatToDo
} from "./chunk-UWYJOCDX.js";
import "./chunk-FUWZYPSK.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  failOnNote,
  headline,
  labelFor,
  reasonText,
  shortReason,
  whatToDo
};
