import { createRequire as __narratorCreateRequire } from 'node:module'; const require = __narratorCreateRequire(import.meta.url);
import {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
} from "./chunk-CLSB5HU7.js";
import "./chunk-ZHNQVSMW.js";
import "./chunk-JNDSUM34.js";
export {
  DEFAULT_GITHUB_API_URL,
  createGitHubClient
};
