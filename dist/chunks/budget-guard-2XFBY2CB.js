const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  BudgetGuard,
  BudgetRefused,
  CAP_NOT_HELD,
  capWarnings,
  prepareBudget
} from "./chunk-VRBE4ZM7.js";
import "./chunk-VVJO45ST.js";
import "./chunk-GSTR2D45.js";
export {
  BudgetGuard,
  BudgetRefused,
  CAP_NOT_HELD,
  capWarnings,
  prepareBudget
};
