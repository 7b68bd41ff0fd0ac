import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  inMatrix,
  legArtifactName,
  legIdentity,
  legPlace,
  legVerdict,
  publishLegRecord,
  publishesResult
} from "./chunk-OEB7KRV5.js";
import "./chunk-6FWRBPS3.js";
import "./chunk-ATRDIBJT.js";
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
