import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  RECIPES
} from "./chunk-FZYR7PQ2.js";
import {
  dialectDefinition
} from "./chunk-6J3I2EZM.js";
import "./chunk-7GFM7EE5.js";
import "./chunk-4FDHZTB4.js";
import "./chunk-JNDSUM34.js";

// src/agent/exit-codes.ts
function describeExitCode(agent, code) {
  const recipe = RECIPES[agent];
  return dialectDefinition(recipe.dialect)?.exitCodes?.[code]?.meaning ?? recipe.exitCodes[code] ?? null;
}
export {
  describeExitCode
};
