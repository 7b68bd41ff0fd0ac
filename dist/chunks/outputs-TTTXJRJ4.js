const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  RESULT_OUTPUT_MAX,
  notStartedOutputs,
  outputsFor
} from "./chunk-LGH3SYLA.js";
import "./chunk-OQJXMQCH.js";
import "./chunk-DZOEN45J.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-LYVJFKUP.js";
import "./chunk-LRONHQLX.js";
import "./chunk-JHHEPBTZ.js";
import "./chunk-QKBNGTRI.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-VVJO45ST.js";
import "./chunk-54B5BJMG.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  RESULT_OUTPUT_MAX,
  notStartedOutputs,
  outputsFor
};
