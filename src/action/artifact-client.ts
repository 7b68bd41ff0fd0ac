/**
 * The artifact upload, bundled on its own (dist/artifact-client.js) and loaded by path only when
 * `upload-artifact` is on. @actions/artifact shares its HTTP stack (@actions/http-client, undici)
 * with @actions/core: bundled with the Action, esbuild put that stack into the chunk dist/index.js
 * loads before it spawns the agent, which cost ~40 ms of start-up on every run (bench `startup`).
 */
import { DefaultArtifactClient } from '@actions/artifact';

export function uploadArtifact(name: string, files: string[], rootDirectory: string) {
  return new DefaultArtifactClient().uploadArtifact(name, files, rootDirectory);
}
