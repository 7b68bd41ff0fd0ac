const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  BudgetGuard,
  BudgetRefused,
  CAP_NOT_HELD,
  capWarnings,
  prepareBudget
} from "./chunk-SIOEBKNP.js";
import "./chunk-GSTR2D45.js";
export {
  BudgetGuard,
  BudgetRefused,
  CAP_NOT_HELD,
  capWarnings,
  prepareBudget
};
