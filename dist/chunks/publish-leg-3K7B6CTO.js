const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-LMGT6RF3.js";
import "./chunk-B6JDYOZ7.js";
import "./chunk-5BQ5IAWM.js";
import "./chunk-OWIBP5GC.js";
import "./chunk-RI2J4G6M.js";
import "./chunk-GAGLHUON.js";
import "./chunk-QKXLR4XC.js";
export {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
};
