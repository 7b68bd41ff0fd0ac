/**
 * Loads the artifact client (src/runner/artifact-client.ts, bundled on its own as
 * dist/artifact-client.js) only when an artifact is uploaded: @actions/artifact's HTTP
 * stack stays out of the chunks the Action loads before it spawns the agent.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The separately bundled client beside the entry the runner started (dist/index.js,
 * dist/aggregate.js). A computed path on purpose: esbuild must not pull @actions/artifact into the
 * Action's own chunks.
 */
export async function loadArtifactClient(): Promise<typeof import('./artifact-client.js')> {
  const client = pathToFileURL(path.join(path.dirname(process.argv[1] ?? ''), 'artifact-client.js')).href;
  return (await import(client)) as typeof import('./artifact-client.js');
}
