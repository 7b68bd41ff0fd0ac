/**
 * The job log is written in batches (src/runner/core.ts; a write per line cost more than the
 * fold itself on a long run): the live lines of a chunk of the
 * agent's output go to stdout in one write instead of one per line, with the same bytes
 * @actions/core would have written, in the same order as every other command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as actionsCore from '@actions/core';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { neutralizeCommands } from '../../src/report/workflow-commands.js';
import { RunFold } from '../../src/run/fold.js';
import * as core from '../../src/runner/core.js';
import { CAPTURES_DIR } from '../support/captures.js';
import { jobLogSinks } from '../support/job-log.js';

type Write = typeof process.stdout.write;

/** Every write to stdout while `fn` runs (and the microtasks after it), nothing to the real stdout. */
async function writesOf(fn: () => void): Promise<string[]> {
  const writes: string[] = [];
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    writes.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as Write;
  try {
    fn();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.stdout.write = original;
  }
  return writes;
}

const HOSTILE = [
  'Step 3 · claude-sonnet',
  '100% done\r\nnext line',
  '::error::forged',
  'a%0Ab %25 c',
  'line\nbreak\r',
  '\u0085::warning::x',
  '##[error]legacy',
  'emoji 🙂 and \u2028 separators',
  '',
];

describe('the batched job log', () => {
  it('writes the bytes @actions/core writes, for info lines and groups with hostile text', async () => {
    const ours = (
      await writesOf(() => {
        for (const text of HOSTILE) {
          core.startGroup(text);
          core.info(text);
          core.endGroup();
        }
      })
    ).join('');
    const theirs = (
      await writesOf(() => {
        for (const text of HOSTILE) {
          actionsCore.startGroup(neutralizeCommands(text));
          actionsCore.info(neutralizeCommands(text));
          actionsCore.endGroup();
        }
      })
    ).join('');
    expect(ours).toBe(theirs);
    expect(ours.length).toBeGreaterThan(100);
  });

  it('keeps the order of held lines and every other command', async () => {
    const out = (
      await writesOf(() => {
        core.info('one');
        core.warning('two', { title: 'W' });
        core.info('three');
        core.startGroup('four');
        core.debug('five');
        core.info('six');
        core.endGroup();
        core.error('seven');
        core.info('eight');
      })
    ).join('');
    const order = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((w) => out.indexOf(w));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(out).toContain('::endgroup::');
  });

  it('one chunk of a 30-tool run is narrated in a handful of writes, not one per line', async () => {
    const stream = readFileSync(join(CAPTURES_DIR, '08-long-run-30-tools', 'stdout.jsonl'));
    const views = jobLogSinks({
      redactor: createRedactor({ secrets: ['not-a-real-secret'] }),
      ctx: {},
      annotations: true,
      stepSummary: false,
      env: { GITHUB_WORKSPACE: '/work' },
    });
    const writes = await writesOf(() => {
      const fold = new RunFold({ dialect: 'claude-code', onEvent: views.sinks.onEvent });
      fold.pushBytes(stream, 1);
    });
    const text = writes.join('');
    // 30 tool calls, 30 results, ~31 groups: well over 100 lines.
    expect(text.split('\n').length).toBeGreaterThan(100);
    expect(text).toContain('::group::Step 1');
    expect(text).toContain('#30 Bash');
    expect(writes.length).toBeLessThanOrEqual(3);
  });

  it('flushLog writes what is held at once', async () => {
    const writes = await writesOf(() => {
      core.info('held');
      core.flushLog();
      core.flushLog(); // nothing more held: no empty write
    });
    expect(writes).toEqual([`held\n`]);
  });
});
