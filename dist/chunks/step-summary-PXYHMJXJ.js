const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  STEP_SUMMARY_LIMIT,
  ganttLabel,
  renderNotStartedSummary,
  renderStepSummary,
  stepSummaryBodies
} from "./chunk-6F3WJZM4.js";
import "./chunk-Z7XQOW2B.js";
import "./chunk-O4EMWYEA.js";
import "./chunk-2C5UTV7F.js";
import "./chunk-75J6MDZJ.js";
import "./chunk-4BITRX4B.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-J24MDO5F.js";
import "./chunk-YDNSAMNY.js";
import "./chunk-JHHEPBTZ.js";
import "./chunk-6BFCX7YP.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";
export {
  STEP_SUMMARY_LIMIT,
  ganttLabel,
  renderNotStartedSummary,
  renderStepSummary,
  stepSummaryBodies
};
