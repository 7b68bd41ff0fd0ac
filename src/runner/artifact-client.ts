/**
 * The artifact client, bundled on its own (dist/artifact-client.js) and loaded by path only when an
 * artifact is uploaded (`upload-artifact`, `publish-result`).
 * @actions/artifact shares its HTTP stack (@actions/http-client, undici) with @actions/core:
 * bundled with the Action, esbuild put that stack into the chunk dist/index.js loads before it
 * spawns the agent, which cost ~40 ms of start-up on every run (bench `startup`).
 *
 * The aggregate action does not read artifacts through it: @actions/artifact's listing drops which
 * job uploaded each artifact, and its download unpacks without a limit (src/aggregate/
 * artifact-service.ts reads the runner's artifact service itself).
 */
import { DefaultArtifactClient } from '@actions/artifact';

export function uploadArtifact(name: string, files: string[], rootDirectory: string) {
  return new DefaultArtifactClient().uploadArtifact(name, files, rootDirectory);
}
