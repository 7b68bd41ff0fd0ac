import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-MK76SRKZ.js";
import "./chunk-HMEQFK7W.js";
import "./chunk-EKJHAWN3.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
