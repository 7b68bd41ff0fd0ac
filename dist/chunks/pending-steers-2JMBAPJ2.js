const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  checkDeferred,
  pendingSteers,
  promptHolds,
  steerHash,
  threadOfIssueUrl
} from "./chunk-45MDRZHD.js";
import "./chunk-OH72Q3CO.js";
import "./chunk-HF3PKENO.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-QKXLR4XC.js";
export {
  checkDeferred,
  pendingSteers,
  promptHolds,
  steerHash,
  threadOfIssueUrl
};
