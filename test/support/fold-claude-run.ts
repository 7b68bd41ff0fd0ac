// Feeds a recorded real-CLI run into the engine exactly as it arrived live: each stdout chunk at
// the moment it was read, then the process end. The summary is what every Narrator view renders.
import { RunFold } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import type { ClaudeRun } from './run-claude.js';

export function foldClaudeRun(
  run: ClaudeRun,
  onEvent?: ConstructorParameters<typeof RunFold>[0]['onEvent'],
): RunSummary {
  const fold = new RunFold({ dialect: 'claude-code', ...(onEvent ? { onEvent } : {}) });
  for (const chunk of run.chunks) fold.pushBytes(chunk.bytes, chunk.at);
  return fold.end(
    {
      exitCode: run.exitCode,
      signal: run.signal,
      stderrTail: run.stderr.length > 0 ? run.stderr.slice(-2000) : null,
      stoppedBy: null,
      limitMs: null,
    },
    run.durationMs,
  );
}
