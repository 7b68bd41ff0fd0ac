const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  RECIPES
} from "./chunk-H5KTGAC7.js";
import "./chunk-5CBL7BM5.js";
import {
  dialectDefinition
} from "./chunk-VA7CEDSM.js";
import "./chunk-CTOXTZ3Z.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-VVJO45ST.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/agent/exit-codes.ts
function describeExitCode(agent, code) {
  const recipe = RECIPES[agent];
  return dialectDefinition(recipe.dialect)?.exitCodes?.[code]?.meaning ?? recipe.exitCodes[code] ?? null;
}
export {
  describeExitCode
};
