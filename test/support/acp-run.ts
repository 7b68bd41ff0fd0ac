// One real ACP agent run as Narrator's client makes it, for the ACP client tests
// (test/agent/acp/*): the agent launched with launchAcpAgent, its recording folded by the `acp`
// dialect as the Action folds it live, and kept. ACP_CAPTURE=<folder> with a `capture` name
// writes the recording there (how test/fixtures/acp/ is refreshed from the real agents).
import fs from 'node:fs';
import path from 'node:path';
import { type AcpLaunchOptions, launchAcpAgent } from '../../src/agent/acp/session.js';
import type { ExitInfo } from '../../src/agent/launch.js';
import type { McpServerConfig } from '../../src/agent/mcp-config.js';
import { RunFold } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';

export interface AcpRecordedRun {
  summary: RunSummary;
  exit: ExitInfo;
  /** The recording, one parsed message (Narrator's wrapped as `_narrator: sent`) per line. */
  lines: Array<Record<string, unknown>>;
}

export async function runAcpRecorded(o: {
  file: string;
  args: readonly string[];
  prompt?: string;
  permissionMode: string | null;
  sessionMode?: string | null;
  cwd: string;
  env: Record<string, string>;
  timeoutMs?: number;
  /** The name of this run's recording in test/fixtures/acp/ (written only with ACP_CAPTURE set). */
  capture?: string;
  /** `mcp-config`'s servers, given in session/new. */
  mcpServers?: readonly McpServerConfig[];
  /** A maintainer's steers and answers, as the Action's conversation gives them. */
  steers?: AcpLaunchOptions['steers'];
  askPermission?: AcpLaunchOptions['askPermission'];
  /** Every recorded line as it passes (a test that reacts to the run while it goes). */
  onLine?: (line: string) => void;
}): Promise<AcpRecordedRun> {
  const fold = new RunFold({ dialect: 'acp' });
  const chunks: Buffer[] = [];
  const running = launchAcpAgent({
    file: o.file,
    args: o.args,
    prompt: o.prompt ?? 'Do the task.',
    permissionMode: o.permissionMode,
    // Absent: as for a `command`, the mode of an agent known by name (src/agent/acp/session.ts).
    ...(o.sessionMode !== undefined ? { sessionMode: o.sessionMode } : {}),
    cwd: o.cwd,
    env: o.env,
    ...(o.mcpServers ? { mcpServers: o.mcpServers } : {}),
    ...(o.steers ? { steers: o.steers } : {}),
    ...(o.askPermission ? { askPermission: o.askPermission } : {}),
    timeoutMs: o.timeoutMs ?? 90_000,
    idleTimeoutMs: 0,
    killGraceMs: 2_000,
    onStdout: (chunk, at) => {
      chunks.push(Buffer.from(chunk));
      fold.pushBytes(chunk, at);
      // One recorded line per call (src/agent/acp/session.ts writes them so).
      o.onLine?.(Buffer.from(chunk).toString('utf8').trimEnd());
    },
  });
  const exit = await running.done;
  const summary = fold.end(exit, Date.now());
  const recording = Buffer.concat(chunks);
  const captureDir = process.env['ACP_CAPTURE'];
  if (captureDir && o.capture) fs.writeFileSync(path.join(captureDir, `${o.capture}.jsonl`), recording);
  const lines = recording
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { summary, exit, lines };
}
