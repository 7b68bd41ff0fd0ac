const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  RECIPES
} from "./chunk-2NMK6I33.js";
import {
  dialectDefinition
} from "./chunk-SEIRK4RH.js";
import "./chunk-RI2J4G6M.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";

// src/agent/exit-codes.ts
function describeExitCode(agent, code) {
  const recipe = RECIPES[agent];
  return dialectDefinition(recipe.dialect)?.exitCodes?.[code]?.meaning ?? recipe.exitCodes[code] ?? null;
}
export {
  describeExitCode
};
