const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  pathToFileURL
} from "./chunk-J6AVMCCI.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";

// src/runner/load-artifact-client.ts
async function loadArtifactClient() {
  const client = pathToFileURL(node_path_default.join(node_path_default.dirname(process.argv[1] ?? ""), "artifact-client.js")).href;
  return await import(client);
}

export {
  loadArtifactClient
};
