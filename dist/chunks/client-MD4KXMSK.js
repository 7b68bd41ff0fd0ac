import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-6AHH5Q5P.js";
import "./chunk-JNDSUM34.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
