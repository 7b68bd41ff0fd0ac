const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  estimateCost,
  estimatorFrom,
  loadCostEstimator,
  wantsEstimate,
  withCostEstimate
} from "./chunk-IBN2ZT72.js";
import "./chunk-GSTR2D45.js";
export {
  estimateCost,
  estimatorFrom,
  loadCostEstimator,
  wantsEstimate,
  withCostEstimate
};
