const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-NDZK4AJA.js";
import "./chunk-SPV23WO7.js";
import "./chunk-5XEWF2I5.js";
import "./chunk-JDSBHPBL.js";
import "./chunk-GW2TDSCI.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-EXQCX44K.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-LLJP3AVZ.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-WSYYOAVZ.js";
import "./chunk-ZNNNRIK3.js";
import "./chunk-3Y6BVAJD.js";
import "./chunk-SZDO3HEL.js";
import "./chunk-7VGR43ZK.js";
import "./chunk-ANBRR7JR.js";
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
