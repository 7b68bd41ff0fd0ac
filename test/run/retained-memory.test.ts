// The summary keeps bounded previews, and only them: a preview must not hold on to the (large)
// text it was cut from. V8 makes `s.slice()` a view into `s`, so a 2,000-character preview of a
// 200 KB output used to keep all 200 KB alive (src/stream/lines.ts `detached`). Hand-written
// stream: 100 Bash results of 200 KB each, plus bad lines of 200 KB whose samples are kept.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';

const BIG = 200_000;
const CALLS = 100;

/** A full GC, from a context created after `--expose-gc` was set (vitest runs without it). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function heapAfterGc(gc: () => void): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('memory held by the summary', () => {
  it('previews of 200 KB tool outputs and bad-line samples do not keep the whole texts alive', () => {
    const gc = collector();
    const before = heapAfterGc(gc);
    const fold = new RunFold({ dialect: 'claude-code' });
    for (let i = 0; i < CALLS; i++) {
      const id = `toolu_big_${i}`;
      const big = `${String(i).padStart(6, '0')}${'x'.repeat(BIG)}`;
      const call = {
        type: 'assistant',
        message: {
          id: `msg_${i}`,
          model: 'm',
          content: [{ type: 'tool_use', id, name: 'Bash', input: { command: 'cat big.log' } }],
        },
        parent_tool_use_id: null,
      };
      const result = {
        type: 'user',
        message: { content: [{ type: 'tool_result', tool_use_id: id, content: big }] },
        parent_tool_use_id: null,
      };
      fold.pushBytes(Buffer.from(`${JSON.stringify(call)}\n${JSON.stringify(result)}\n`), i);
    }
    // Five bad lines are sampled (MAX_BAD_LINE_SAMPLES): each sample is the head of a 200 KB line.
    for (let i = 0; i < 5; i++) fold.pushBytes(Buffer.from(`not json ${'y'.repeat(BIG)}\n`), CALLS);
    const summary = fold.end({ ...UNKNOWN_EXIT, exitCode: 0 }, CALLS);

    expect(summary.toolCalls).toHaveLength(CALLS);
    expect(summary.toolCalls[7]!.outputChars).toBe(BIG + 6);
    expect(summary.toolCalls[7]!.outputPreview!.startsWith('000007xxx')).toBe(true);
    expect(summary.toolCalls[7]!.outputPreview!.length).toBeLessThanOrEqual(2000);
    expect(summary.diagnostics.badLineSamples).toHaveLength(5);

    const held = heapAfterGc(gc) - before;
    // 100 previews of 2 KB and 5 samples of 200 chars are ~0.3 MB; the whole texts were 21 MB.
    expect(held).toBeLessThan(4 * 1024 * 1024);
    expect(summary.toolCalls.length).toBe(CALLS); // the summary is alive up to the measurement
  });
});
