const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-FRX3KJIQ.js";
import "./chunk-LLJP3AVZ.js";
import "./chunk-QKXLR4XC.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
