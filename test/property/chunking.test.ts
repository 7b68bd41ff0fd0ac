/**
 * Property tests of the byte-level pipeline over every real capture:
 * - any split of the bytes into chunks gives the same summary as the unsplit stream;
 * - hostile lines inserted anywhere between lines never throw, are counted in diagnostics, and
 *   leave everything else in the summary as the clean stream has it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import { CAPTURES_DIR } from '../support/captures.js';
import { cut, enc, interleave, isJsonObject, linesOf, withoutDiagnostics } from '../support/stream-bytes.js';

const CAP = 64 * 1024; // a small line cap keeps the over-long hostile line cheap; every real line fits
const CAPTURES = readdirSync(CAPTURES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .map((name) => ({
    name,
    bytes: readFileSync(join(CAPTURES_DIR, name, 'stdout.jsonl')),
    exitCode: Number(readFileSync(join(CAPTURES_DIR, name, 'exit_code.txt'), 'utf8').trim()),
  }));

function fold(chunks: Iterable<Uint8Array>, exitCode: number): RunSummary {
  const f = new RunFold({ dialect: 'auto', maxLineBytes: CAP });
  // One constant `at`: the chunking must not change anything, and `at` is per chunk by design.
  for (const chunk of chunks) f.pushBytes(chunk, 1000);
  return f.end({ ...UNKNOWN_EXIT, exitCode }, 1000);
}

describe('chunking does not matter', () => {
  it('every capture exists and is not trivially small as a set', () => {
    expect(CAPTURES.length).toBeGreaterThanOrEqual(17);
  });

  for (const capture of CAPTURES) {
    it(`${capture.name}: any split gives the unsplit summary`, () => {
      const whole = fold([capture.bytes], capture.exitCode);
      expect(whole.diagnostics.badLines).toBe(0);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 40 }), (offsets) => {
          expect(fold(cut(capture.bytes, offsets), capture.exitCode)).toEqual(whole);
        }),
        { numRuns: capture.bytes.length > 50_000 ? 15 : 60 },
      );
    });
  }

  it('one byte per chunk gives the unsplit summary (03-tools, multi-byte text in 01-text)', () => {
    for (const name of ['01-text', '03-tools']) {
      const c = CAPTURES.find((x) => x.name === name)!;
      const bytes = Array.from(c.bytes, (b) => Uint8Array.of(b));
      expect(fold(bytes, c.exitCode)).toEqual(fold([c.bytes], c.exitCode));
    }
  });
});

/** Hostile lines (as bytes, without their newline), each one bad line in diagnostics. */
const hostileLine = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 80 })
    .filter((s) => !s.includes('\n') && s.trim() !== '' && !isJsonObject(s))
    .map(enc),
  fc.constantFrom(
    enc('not json at all'),
    enc('{"type":"assistant","message":{"content":[{"type":"te'), // truncated JSON
    enc('[1,2,3]'),
    enc('[]'),
    enc('42'),
    enc('-0.5e3'),
    enc('null'),
    enc('true'),
    enc('"just a string"'),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"<invalid>"}
    Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), // invalid UTF-8 sequences
    Buffer.from([0xe2, 0x82]), // a truncated 3-byte character
    Buffer.alloc(CAP + 1, 0x61), // over the cap
    enc(`{"type":"assistant","pad":"${'x'.repeat(CAP)}"}`), // a JSON object over the cap
  ),
);
/**
 * Frames no dialect knows, of the run's own session: counted as unknown events, not bad lines. (A
 * frame naming ANOTHER session is not the agent's: test/security/forged-verdict.test.ts.)
 */
const unknownFrame = (session: string) =>
  fc
    .constantFrom('mystery_frame', 'telemetry', 'zz_future_kind')
    .map((type) =>
      enc(JSON.stringify({ type, session_id: session, uuid: 'u', payload: [1, { deep: true }] })),
    );

/** The session id the capture's first frame names. */
function sessionOf(bytes: Buffer): string {
  const first = JSON.parse(bytes.toString('utf8').split('\n')[0]!) as { session_id?: unknown };
  return typeof first.session_id === 'string' ? first.session_id : 's';
}

describe('hostile lines anywhere', () => {
  // The first frame decides the dialect in every non-empty capture; hostile lines before it are held
  // and replayed, so they too must change nothing but diagnostics.
  for (const capture of CAPTURES.filter((c) => c.bytes.length > 0 && c.bytes.length < 50_000)) {
    it(`${capture.name}: never throw, are counted, change nothing else`, () => {
      const clean = fold([capture.bytes], capture.exitCode);
      const lines = linesOf(capture.bytes);
      fc.assert(
        fc.property(
          fc.array(fc.record({ at: fc.nat(), line: hostileLine }), { minLength: 1, maxLength: 6 }),
          fc.array(fc.record({ at: fc.nat(), line: unknownFrame(sessionOf(capture.bytes)) }), {
            maxLength: 2,
          }),
          fc.array(fc.nat(), { maxLength: 10 }),
          (bad, unknown, offsets) => {
            const dirty = interleave(lines, [...bad, ...unknown]);
            const s = fold(cut(dirty, offsets), capture.exitCode);
            expect(s.diagnostics.badLines).toBe(clean.diagnostics.badLines + bad.length);
            const overCap = bad.filter((b) => b.line.length > CAP).length;
            expect(s.diagnostics.longLines).toBe(clean.diagnostics.longLines + overCap);
            const unknownCount = (x: RunSummary) =>
              Object.values(x.diagnostics.unknownEvents).reduce((a, b) => a + b, 0);
            expect(unknownCount(s)).toBe(unknownCount(clean) + unknown.length);
            expect(withoutDiagnostics(s)).toEqual(withoutDiagnostics(clean));
          },
        ),
        { numRuns: 40 },
      );
    });
  }
});
