import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-BITEBYNC.js";
import "./chunk-4BFZCSTS.js";
import "./chunk-ZHNQVSMW.js";
import "./chunk-FTCBXOOC.js";
import "./chunk-7GFM7EE5.js";
import "./chunk-4FDHZTB4.js";
import "./chunk-JNDSUM34.js";
export {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
};
