const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  RESULT_OUTPUT_MAX,
  notStartedOutputs,
  outputsFor
} from "./chunk-RHFR4NDR.js";
import "./chunk-P5SLMW35.js";
import "./chunk-ZXH3Q4V5.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-NBBMBXE4.js";
import "./chunk-6R4AW6GH.js";
import "./chunk-QKBNGTRI.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-ANBRR7JR.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  RESULT_OUTPUT_MAX,
  notStartedOutputs,
  outputsFor
};
