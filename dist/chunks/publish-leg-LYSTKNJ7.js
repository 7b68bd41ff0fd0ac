const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-2SYTCWDM.js";
import "./chunk-IXF6SK5W.js";
import "./chunk-BM3FLIVP.js";
import "./chunk-GQF4E2CO.js";
import "./chunk-BK3MDPDT.js";
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
