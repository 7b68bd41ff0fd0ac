/**
 * Fuzzing the byte pipeline (RunFold: lines -> frames -> events -> summary) in EVERY registered
 * dialect (DIALECT_LIST) with what a hostile or broken agent can print: random bytes in random
 * chunks, invalid UTF-8 lines between good ones, frames no dialect knows, JSON nested 100k deep,
 * and a 100 MB single line. Properties: nothing throws, memory stays bounded, bad input is
 * counted in diagnostics, and everything else in the summary is what the clean stream gives.
 * The views of the result (comment, step summary, summary.json) must render too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { toContractJson } from '../../src/run/contract.js';
import { type ProcessExit, RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import { DIALECT_LIST } from '../../src/stream/dialects/index.js';
import type { Dialect } from '../../src/stream/events.js';
import { DEFAULT_MAX_LINE_BYTES } from '../../src/stream/lines.js';
import { CAPTURES_DIR } from '../support/captures.js';
import {
  FIXTURES_DIR,
  fixtureNames,
  type HAND_WRITTEN_DIALECTS,
  loadFixture,
} from '../support/dialect-fixtures.js';
import { cut, interleave, linesOf, unknownCount, withoutDiagnostics } from '../support/stream-bytes.js';

/** One clean stream per dialect: the real 03-tools capture for claude-code, a fixture for the rest. */
interface Clean {
  dialect: Dialect;
  bytes: Buffer;
  exit: ProcessExit;
}
const CLEAN: Clean[] = DIALECT_LIST.map((d) => {
  if (d.name === 'claude-code') {
    return {
      dialect: d.name,
      bytes: readFileSync(join(CAPTURES_DIR, '03-tools', 'stdout.jsonl')),
      exit: { ...UNKNOWN_EXIT, exitCode: 0 },
    };
  }
  if (d.name === 'acp') {
    // A real recording of Gemini CLI over the Agent Client Protocol (test/fixtures/acp/README.md).
    return {
      dialect: d.name,
      bytes: readFileSync(join(FIXTURES_DIR, 'acp', 'gemini-edit.jsonl')),
      exit: { ...UNKNOWN_EXIT, exitCode: 0 },
    };
  }
  const name = d.name as (typeof HAND_WRITTEN_DIALECTS)[number];
  const f = loadFixture(
    name,
    fixtureNames(name).find((n) => n.startsWith('success')) ?? fixtureNames(name)[0]!,
  );
  return { dialect: d.name, bytes: f.bytes, exit: f.exit };
});

function fold(
  dialect: Dialect | 'auto',
  chunks: Iterable<Uint8Array>,
  exit: ProcessExit,
  maxLineBytes?: number,
): RunSummary {
  const f = new RunFold({ dialect, ...(maxLineBytes ? { maxLineBytes } : {}) });
  for (const chunk of chunks) f.pushBytes(chunk, 1000);
  return f.end(exit, 1000);
}

/** The views must render whatever the summary holds. */
function renderAll(s: RunSummary): void {
  const { redact, redactValue } = createRedactor();
  const comment = renderComment(s, { now: 2000, marker: commentMarker('fuzz'), redact });
  expect(comment.length).toBeLessThan(65_536);
  renderStepSummary(s, { redact });
  JSON.stringify(redactValue(toContractJson(s)));
}

const FUZZ_FIGURES = { runs: 0, bytes: 0 };
afterAll(() => {
  console.log(
    `stream fuzz: ${FUZZ_FIGURES.runs} folds, ${(FUZZ_FIGURES.bytes / 1024 / 1024).toFixed(1)} MiB fed`,
  );
});

describe('random bytes in random chunks, every dialect', () => {
  for (const dialect of ['auto', ...DIALECT_LIST.map((d) => d.name)] as const) {
    it(`${dialect}: never throws, never succeeds by accident, views render`, () => {
      fc.assert(
        fc.property(
          fc.uint8Array({ maxLength: 3000 }),
          fc.array(fc.nat(), { maxLength: 20 }),
          fc.option(fc.integer({ min: 0, max: 255 }), { nil: null }),
          (bytes, offsets, exitCode) => {
            FUZZ_FIGURES.runs++;
            FUZZ_FIGURES.bytes += bytes.length;
            const s = fold(dialect, cut(bytes, offsets), { ...UNKNOWN_EXIT, exitCode });
            expect(s.status).toBe('finished');
            // No terminal frame can come out of noise: never success by default (rule 4).
            expect(s.outcome).not.toBe('success');
            renderAll(s);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});

/** Lines that are not JSON objects: random bytes (mostly invalid UTF-8), never a newline. */
const garbageLine = fc
  .uint8Array({ minLength: 1, maxLength: 200 })
  .map((a) => Buffer.from(a.map((b) => (b === 10 ? 0xff : b))))
  .filter((b) => {
    const t = b.toString('utf8').trim();
    if (t === '') return false;
    try {
      const v = JSON.parse(t);
      return typeof v !== 'object' || v === null || Array.isArray(v);
    } catch {
      return true;
    }
  });

/** Frames of a shape no dialect knows, under each envelope key a dialect might dispatch on. */
const unknownFrame = fc
  .record({
    key: fc.constantFrom('type', 'event', 'kind', 'msg', 'method'),
    name: fc.constantFrom('zz_future_frame', 'telemetry.v9', 'x-unknown'),
    payload: fc.jsonValue({ maxDepth: 3 }),
  })
  .map(({ key, name, payload }) => Buffer.from(JSON.stringify({ [key]: name, payload })));

describe('garbage and unknown frames between the lines of a clean stream, every dialect', () => {
  for (const clean of CLEAN) {
    it(`${clean.dialect}: counted, never thrown, and the rest of the summary is the clean one`, () => {
      const whole = fold(clean.dialect, [clean.bytes], clean.exit);
      const lines = linesOf(clean.bytes);
      fc.assert(
        fc.property(
          fc.array(fc.record({ at: fc.nat(), line: garbageLine }), { maxLength: 5 }),
          fc.array(fc.record({ at: fc.nat(), line: unknownFrame }), { maxLength: 3 }),
          fc.array(fc.nat(), { maxLength: 10 }),
          (bad, unknown, offsets) => {
            const dirty = interleave(lines, [...bad, ...unknown]);
            FUZZ_FIGURES.runs++;
            FUZZ_FIGURES.bytes += dirty.length;
            const s = fold(clean.dialect, cut(dirty, offsets), clean.exit);
            expect(s.diagnostics.badLines).toBe(whole.diagnostics.badLines + bad.length);
            expect(unknownCount(s)).toBe(unknownCount(whole) + unknown.length);
            expect(withoutDiagnostics(s)).toEqual(withoutDiagnostics(whole));
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});

describe('JSON nested 100,000 deep', () => {
  const N = 100_000;
  const deepObject = `${'{"a":'.repeat(N)}1${'}'.repeat(N)}`;
  const deepArray = `${'['.repeat(N)}${']'.repeat(N)}`;
  const hostile = [
    '['.repeat(N), // unterminated: a SyntaxError, never a RangeError escaping
    deepArray, // valid JSON, not an object: a bad line
    deepObject, // a valid object of no known type: an unknown frame
  ];
  it('every dialect: bad lines or unknown frames, never a throw; the real frames still count', () => {
    for (const clean of CLEAN) {
      const whole = fold(clean.dialect, [clean.bytes], clean.exit);
      const dirty = interleave(
        linesOf(clean.bytes),
        hostile.map((l, i) => ({ at: i * 3, line: Buffer.from(l) })),
      );
      const s = fold(clean.dialect, [dirty], clean.exit);
      expect(s.diagnostics.badLines, clean.dialect).toBe(whole.diagnostics.badLines + 2);
      expect(unknownCount(s), clean.dialect).toBe(unknownCount(whole) + 1);
      expect(withoutDiagnostics(s)).toEqual(withoutDiagnostics(whole));
      renderAll(s);
    }
  });

  it('claude-code: a tool call whose input and output are nested 100k deep is kept bounded and rendered', () => {
    const frames = [
      '{"type":"system","subtype":"init","session_id":"s","model":"m","tools":["Bash"]}',
      `{"type":"assistant","session_id":"s","parent_tool_use_id":null,"message":{"id":"m1","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Bash","input":${deepObject}}]}}`,
      `{"type":"user","session_id":"s","parent_tool_use_id":null,"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":${deepArray}}]}}`,
      `{"type":"result","subtype":"success","is_error":false,"result":"done","num_turns":1,"session_id":"s","extra":${deepObject}}`,
    ];
    const s = fold('auto', [Buffer.from(`${frames.join('\n')}\n`)], { ...UNKNOWN_EXIT, exitCode: 0 });
    expect(s.outcome).toBe('success');
    expect(s.toolCalls).toHaveLength(1);
    // The summary (and so summary.json / the snapshot) stays small whatever the input held.
    expect(JSON.stringify(createRedactor().redactValue(toContractJson(s))).length).toBeLessThan(50_000);
    renderAll(s);
  });
});

describe('a 100 MB single line', () => {
  it('streams through the default 8 MiB cap in bounded memory; the frames after it still count', () => {
    const chunk = Buffer.alloc(64 * 1024, 0x78); // 'x', reused: the test allocates nothing per chunk
    const total = 100 * 1024 * 1024;
    const f = new RunFold({ dialect: 'auto' });
    f.pushBytes(Buffer.from('{"type":"system","subtype":"init","session_id":"big","model":"m"}\n'), 0);
    f.pushBytes(Buffer.from('{"type":"assistant","text":"'), 1);
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const started = performance.now();
    for (let sent = 0; sent < total; sent += chunk.length) {
      f.pushBytes(chunk, 2);
      if ((sent / chunk.length) % 32 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    }
    f.pushBytes(
      Buffer.from(
        '"}\n{"type":"result","subtype":"success","is_error":false,"result":"after the flood","session_id":"big"}\n',
      ),
      3,
    );
    const s = f.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 4);
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - rss0) / 1024 / 1024;
    console.log(
      `100 MiB line: ${ms.toFixed(0)} ms, RSS growth ${growthMb.toFixed(1)} MB (cap ${DEFAULT_MAX_LINE_BYTES / 1024 / 1024} MiB)`,
    );
    expect(s.diagnostics.longLines).toBe(1);
    expect(s.diagnostics.badLines).toBe(1);
    expect(s.outcome).toBe('success');
    expect(s.finalText).toBe('after the flood');
    // Holding the line would be ≥ 100 MB (200 MB as a string); the cap allows ~8 MiB plus a chunk.
    expect(growthMb).toBeLessThan(48);
    FUZZ_FIGURES.bytes += total;
  });
});
