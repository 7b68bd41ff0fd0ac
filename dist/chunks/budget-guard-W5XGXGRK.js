const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  BudgetGuard,
  BudgetRefused,
  prepareBudget
} from "./chunk-WSLSDIT4.js";
import "./chunk-GSTR2D45.js";
export {
  BudgetGuard,
  BudgetRefused,
  prepareBudget
};
