const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  loadArtifactClient
} from "./chunk-HZ4WBUTY.js";
import "./chunk-J6AVMCCI.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-QKXLR4XC.js";
export {
  loadArtifactClient
};
