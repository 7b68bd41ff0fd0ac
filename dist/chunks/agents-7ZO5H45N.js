const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  ACP_RESUME_FACTS,
  RESUME_FACTS,
  claudeProjectDir,
  resumeFactsFor
} from "./chunk-5FWIARUW.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-6PPWJKGQ.js";
import "./chunk-QKXLR4XC.js";
export {
  ACP_RESUME_FACTS,
  RESUME_FACTS,
  claudeProjectDir,
  resumeFactsFor
};
