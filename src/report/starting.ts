/**
 * The live comment's first body, posted as soon as the permission gate lets the run in, before the
 * agent is installed: "🔄 Claude is starting · installing 2.1.330". The run's live comment replaces
 * it in place once the agent runs (same comment, same marker): the PR hears of the run in the
 * first seconds, not after the install.
 *
 * Pure: the caller redacts the whole body (the install lines name packages and folders).
 */
import { withMarker } from './comment-key.js';

export interface StartingInfo {
  /** Who is starting: "Claude", "Codex (ACP)". */
  agent: string;
  /** What the setup is doing now ("installing 2.1.330"), or null when there is nothing to install. */
  phase: string | null;
  /** The workflow run's page, or null outside a runner. */
  runUrl: string | null;
  marker: string;
}

export function renderStarting(info: StartingInfo): string {
  const head = `### 🔄 ${info.agent} is starting${info.phase ? ` · ${info.phase}` : ''}`;
  const link = info.runUrl ? `\n\n[Workflow run](${info.runUrl})` : '';
  return withMarker(`${head}${link}`, info.marker);
}

/** The version of an npm spec (`@scope/name@1.2.3` → `1.2.3`), or the spec when it names none. */
function versionOf(spec: string): string {
  const at = spec.lastIndexOf('@');
  return at > 0 ? spec.slice(at + 1) : spec;
}

/**
 * The phase an install line of the setup (src/agent/install.ts) tells, or null for any other line:
 * the starting body follows the install as it goes.
 */
export function installPhase(line: string): string | null {
  let m = /^Using (\S+) from the cache /.exec(line);
  if (m) return `using ${versionOf(m[1]!)} from the runner's tool cache`;
  m = /^The Actions cache .*: downloading (\S+)$/.exec(line);
  if (m) return `downloading ${versionOf(m[1]!)}`;
  m = /^Installing (\S+) /.exec(line);
  if (m) return `installing ${versionOf(m[1]!)}`;
  m = /^Restored (\S+) from the Actions cache /.exec(line);
  if (m) return `${versionOf(m[1]!)} restored from the Actions cache`;
  m = /^Installed (\S+) in /.exec(line);
  if (m) return `${versionOf(m[1]!)} installed`;
  return null;
}
