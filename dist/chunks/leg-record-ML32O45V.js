const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-KT5XKRLP.js";
import "./chunk-SPV23WO7.js";
import "./chunk-7TNEZSV2.js";
import "./chunk-LE2AS2JJ.js";
import "./chunk-OYIRGY65.js";
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
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
};
