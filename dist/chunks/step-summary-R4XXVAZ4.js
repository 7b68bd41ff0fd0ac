const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  STEP_SUMMARY_LIMIT,
  ganttLabel,
  renderNotStartedSummary,
  renderStepSummary,
  stepSummaryBodies
} from "./chunk-QA5LSHXF.js";
import "./chunk-2ZQBOHWD.js";
import "./chunk-L42LE3DM.js";
import "./chunk-KYBEGYTC.js";
import "./chunk-ZNNNRIK3.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-SZDO3HEL.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-ANBRR7JR.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  STEP_SUMMARY_LIMIT,
  ganttLabel,
  renderNotStartedSummary,
  renderStepSummary,
  stepSummaryBodies
};
