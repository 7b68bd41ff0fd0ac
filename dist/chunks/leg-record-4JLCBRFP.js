const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-OTTJXCWL.js";
import "./chunk-SPV23WO7.js";
import "./chunk-7TNEZSV2.js";
import "./chunk-S7YHCF2D.js";
import "./chunk-BJA6GBZG.js";
import "./chunk-7QHSLWKT.js";
import "./chunk-MMT2LOYV.js";
import "./chunk-GW5CHERF.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-HZ4WBUTY.js";
import "./chunk-EXQCX44K.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-6PPWJKGQ.js";
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
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
};
