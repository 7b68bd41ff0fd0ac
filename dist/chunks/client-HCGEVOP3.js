const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-F7YLESSX.js";
import "./chunk-4BUEJA4U.js";
import "./chunk-QKXLR4XC.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
