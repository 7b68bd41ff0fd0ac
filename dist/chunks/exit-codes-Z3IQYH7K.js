import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  RECIPES
} from "./chunk-VUQMFMS2.js";
import {
  dialectDefinition
} from "./chunk-V6VTCC5N.js";
import "./chunk-LIR4BEEY.js";
import "./chunk-JNDSUM34.js";

// src/agent/exit-codes.ts
function describeExitCode(agent, code) {
  const recipe = RECIPES[agent];
  return dialectDefinition(recipe.dialect)?.exitCodes?.[code]?.meaning ?? recipe.exitCodes[code] ?? null;
}
export {
  describeExitCode
};
