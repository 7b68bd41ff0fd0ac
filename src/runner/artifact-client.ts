/**
 * The artifact client, bundled on its own (dist/artifact-client.js) and loaded by path only when an
 * artifact is uploaded (`upload-artifact`, `publish-result`) or read (the aggregate action).
 * @actions/artifact shares its HTTP stack (@actions/http-client, undici) with @actions/core:
 * bundled with the Action, esbuild put that stack into the chunk dist/index.js loads before it
 * spawns the agent, which cost ~40 ms of start-up on every run (bench `startup`).
 *
 * Listing and downloading use the runner's own artifact service (ACTIONS_RUNTIME_TOKEN, scoped to
 * this workflow run): no token permission is needed to read the artifacts of the current run.
 */
import { DefaultArtifactClient } from '@actions/artifact';

export interface ListedArtifact {
  id: number;
  name: string;
  size: number;
  digest: string | undefined;
}

export function uploadArtifact(name: string, files: string[], rootDirectory: string) {
  return new DefaultArtifactClient().uploadArtifact(name, files, rootDirectory);
}

/** Every artifact of the current workflow run (all jobs, all attempts). */
export async function listArtifacts(): Promise<ListedArtifact[]> {
  const { artifacts } = await new DefaultArtifactClient().listArtifacts();
  return artifacts.map((a) => ({ id: a.id, name: a.name, size: a.size, digest: a.digest }));
}

/** Downloads and unpacks one artifact of the current run into `dir`; false when its digest did not match. */
export async function downloadArtifact(id: number, dir: string, expectedHash?: string): Promise<boolean> {
  const { digestMismatch } = await new DefaultArtifactClient().downloadArtifact(id, {
    path: dir,
    ...(expectedHash ? { expectedHash } : {}),
  });
  return digestMismatch !== true;
}
