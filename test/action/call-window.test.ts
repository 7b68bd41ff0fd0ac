/**
 * The Action keeps a bounded window of tool calls in memory: a long run's older calls go to its
 * spill file and summary.json still holds every call, in order. The real bundle as a subprocess, a
 * stand-in agent printing a hand-written Claude Code stream of 3,000 small calls, and a window of
 * 64 (NARRATOR_CALL_WINDOW): the calls the Action held at the end are counted by the Action itself
 * (its NARRATOR_DEBUG_TIMING memory line). The peak memory at 1M calls is `npm run bench memory`'s.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { REPO_ROOT } from '../support/fake-agents.js';
import { runActionEntry } from '../support/run-action.js';

const CALLS = 3000;
const SESSION = 'e7c1d2a0-0000-4000-8000-000000000001';

let bundle: { index: string; post: string };

beforeAll(async () => {
  bundle = await buildActionBundle();
});

function stream(): string {
  const lines = [
    JSON.stringify({ type: 'system', subtype: 'init', cwd: '/w', session_id: SESSION, model: 'm' }),
  ];
  for (let i = 0; i < CALLS; i++) {
    const id = `toolu_${String(i).padStart(6, '0')}`;
    lines.push(
      JSON.stringify({
        type: 'assistant',
        message: {
          id: `msg_${i}`,
          model: 'm',
          content: [{ type: 'tool_use', id, name: 'Bash', input: { command: `echo ${i}` } }],
        },
        parent_tool_use_id: null,
        session_id: SESSION,
      }),
      JSON.stringify({
        type: 'user',
        message: {
          content: [{ type: 'tool_result', tool_use_id: id, content: `out ${i}`, is_error: i % 500 === 7 }],
        },
        parent_tool_use_id: null,
        session_id: SESSION,
      }),
    );
  }
  lines.push(
    JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      num_turns: 1,
      session_id: SESSION,
    }),
  );
  return `${lines.join('\n')}\n`;
}

describe('the Action with many tool calls', () => {
  it('holds a bounded window of calls, and summary.json every call in order', async () => {
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-calls-'));
    const file = path.join(dir, 'stream.jsonl');
    writeFileSync(file, stream());
    const agent = path.join(REPO_ROOT, 'bench', 'stand-in-agent.mjs');
    const run = await runActionEntry(bundle.index, {
      inputs: { command: `'${process.execPath}' '${agent}' '${file}'` },
      env: { NARRATOR_CALL_WINDOW: '64', NARRATOR_DEBUG_TIMING: '1' },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.outputs['tool-calls']).toBe(String(CALLS));
    expect(run.outputs['tool-errors']).toBe(String(CALLS / 500));

    const held = /narrator-memory folded .*callsInMemory=(\d+)/.exec(run.stdout);
    expect(held, 'the memory line').not.toBeNull();
    expect(Number(held![1])).toBeLessThan(128);

    const summaryFile = run.outputs['summary-file']!;
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as {
      toolCalls: Array<{ id: string; status: string; outputPreview: string }>;
    };
    expect(summary.toolCalls.map((c) => c.id)).toEqual(
      Array.from({ length: CALLS }, (_, i) => `toolu_${String(i).padStart(6, '0')}`),
    );
    expect(summary.toolCalls[1507]).toMatchObject({ status: 'error', outputPreview: 'out 1507' });
    // The step summary counts and lists from the start of the run, not from the window.
    expect(run.stepSummary).toContain(`(${CALLS} in all)`);
    expect(run.stepSummary).toMatch(/\| 1 \| Bash \| `echo 0` \|/);
    // The spill file is gone with the run (its key died with the process anyway).
    expect(readdirSync(path.dirname(summaryFile))).not.toContain('calls.spill');
  });
});
