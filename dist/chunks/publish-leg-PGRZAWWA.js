const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-TF4CAE4L.js";
import "./chunk-SPV23WO7.js";
import "./chunk-OYL4M77M.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-JDSBHPBL.js";
import "./chunk-7IYQ3X5U.js";
import "./chunk-GW5CHERF.js";
import "./chunk-UUGDLSBN.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-HJQAVGFE.js";
import "./chunk-LLJP3AVZ.js";
import "./chunk-SZXKVWPS.js";
import "./chunk-NWLIFGQI.js";
import "./chunk-WSYYOAVZ.js";
import "./chunk-7B4K52EX.js";
import "./chunk-L37QPUEO.js";
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
