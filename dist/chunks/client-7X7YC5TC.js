const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-XRCNAW2B.js";
import "./chunk-5BQ5IAWM.js";
import "./chunk-QKXLR4XC.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
