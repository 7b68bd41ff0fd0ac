const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-QVUE5V4Q.js";
import "./chunk-PLGP73UA.js";
import "./chunk-KSI5OADX.js";
import "./chunk-BK3MDPDT.js";
import "./chunk-5BQ5IAWM.js";
import "./chunk-RI2J4G6M.js";
import "./chunk-OWIBP5GC.js";
import "./chunk-UWYJOCDX.js";
import "./chunk-FUWZYPSK.js";
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
