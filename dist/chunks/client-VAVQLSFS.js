import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-HPXHK2WA.js";
import "./chunk-JNDSUM34.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
