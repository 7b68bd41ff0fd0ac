const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-R3XFJUQP.js";
import "./chunk-SPV23WO7.js";
import "./chunk-4AJSXG2Z.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-74WGCLYS.js";
import "./chunk-JGQVHOU2.js";
import "./chunk-GW5CHERF.js";
import "./chunk-UUGDLSBN.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-MQVHZZJP.js";
import "./chunk-LLJP3AVZ.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-SHBMMQWA.js";
import "./chunk-Z7RPR7TQ.js";
import "./chunk-3FIV4SMG.js";
import "./chunk-YUZAWFVM.js";
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
