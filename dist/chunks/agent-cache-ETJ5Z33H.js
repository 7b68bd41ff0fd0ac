const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  MANIFEST,
  RESTORE_TIMEOUT_MS,
  SAVE_TIMEOUT_MS,
  cacheKey,
  clientReason,
  isExactVersion,
  isForkPullRequest,
  loadCacheClient,
  registryUrl,
  resolveVersion,
  treeHash,
  unsafeVersion,
  verifyTree,
  within,
  writeManifest
} from "./chunk-5ECVJNIK.js";
import "./chunk-EXQCX44K.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-6PPWJKGQ.js";
import "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";
export {
  MANIFEST,
  RESTORE_TIMEOUT_MS,
  SAVE_TIMEOUT_MS,
  cacheKey,
  clientReason,
  isExactVersion,
  isForkPullRequest,
  loadCacheClient,
  registryUrl,
  resolveVersion,
  treeHash,
  unsafeVersion,
  verifyTree,
  within,
  writeManifest
};
