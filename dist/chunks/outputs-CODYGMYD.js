const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  RESULT_OUTPUT_MAX,
  notStartedOutputs,
  outputsFor
} from "./chunk-FXKK53S2.js";
import "./chunk-L42LE3DM.js";
import "./chunk-ZNNNRIK3.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-SZDO3HEL.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-ANBRR7JR.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  RESULT_OUTPUT_MAX,
  notStartedOutputs,
  outputsFor
};
