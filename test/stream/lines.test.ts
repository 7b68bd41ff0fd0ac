import { describe, expect, it } from 'vitest';
import { type LineItem, LineSplitter } from '../../src/stream/lines.js';

const enc = (s: string) => new TextEncoder().encode(s);

/** Push `chunks` then end, collecting everything. */
function run(chunks: Uint8Array[], maxLineBytes?: number): LineItem[] {
  const splitter = new LineSplitter(maxLineBytes === undefined ? {} : { maxLineBytes });
  const out: LineItem[] = [];
  for (const c of chunks) out.push(...splitter.push(c));
  out.push(...splitter.end());
  return out;
}

/** Every way of cutting `bytes` in two, plus one chunk per byte. */
function allSplits(bytes: Uint8Array): Uint8Array[][] {
  const splits: Uint8Array[][] = [[bytes]];
  for (let i = 1; i < bytes.length; i++) splits.push([bytes.subarray(0, i), bytes.subarray(i)]);
  splits.push(Array.from(bytes, (b) => Uint8Array.of(b)));
  return splits;
}

describe('LineSplitter', () => {
  it('splits complete lines and carries a partial line across chunks', () => {
    expect(run([enc('{"a":1}\n{"b"'), enc(':2}\n{"c":3}\n')])).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('emits a final line without a newline only at end()', () => {
    const splitter = new LineSplitter();
    expect(splitter.push(enc('one\ntwo'))).toEqual(['one']);
    expect(splitter.end()).toEqual(['two']);
    expect(splitter.end()).toEqual([]);
  });

  it('strips CRLF, including a \\r and \\n that arrive in different chunks', () => {
    for (const chunks of allSplits(enc('a\r\nbb\r\n'))) expect(run(chunks)).toEqual(['a', 'bb']);
  });

  it('skips empty lines and a leading byte order mark', () => {
    expect(run([enc('\uFEFF{"x":1}\n\n\r\n{"y":2}\n')])).toEqual(['{"x":1}', '{"y":2}']);
  });

  it('decodes a multi-byte character split at every byte boundary', () => {
    const text = '{"t":"héllo — ✓ 日本語 🎉"}\n{"u":"ö"}\n';
    for (const chunks of allSplits(enc(text))) {
      expect(run(chunks)).toEqual(['{"t":"héllo — ✓ 日本語 🎉"}', '{"u":"ö"}']);
    }
  });

  it('does not keep a reference to the caller’s chunk memory', () => {
    const splitter = new LineSplitter();
    const chunk = enc('abc');
    splitter.push(chunk);
    chunk.fill(0x7a); // the caller reuses its buffer
    expect(splitter.push(enc('d\n'))).toEqual(['abcd']);
  });

  it('reports invalid UTF-8 as a problem and keeps the neighbouring lines', () => {
    const bytes = Uint8Array.from([...enc('ok1\n'), 0x7b, 0xff, 0xfe, 0x7d, 0x0a, ...enc('ok2\n')]);
    for (const chunks of allSplits(bytes)) {
      const out = run(chunks);
      expect(out).toHaveLength(3);
      expect(out[0]).toBe('ok1');
      expect(out[1]).toMatchObject({ problem: 'invalid_utf8', bytes: 4 });
      expect(out[2]).toBe('ok2');
    }
  });

  it('a truncated multi-byte character at the end of the stream is invalid UTF-8', () => {
    expect(run([Uint8Array.from([0x61, 0xe2, 0x9c])])).toEqual([
      { problem: 'invalid_utf8', bytes: 3, sample: 'a\uFFFD' },
    ]);
  });

  it('keeps a line of exactly the cap and skips a longer one, the same way for every split', () => {
    const cap = 10;
    const text = `${'a'.repeat(10)}\n${'b'.repeat(11)}\r\nshort\n${'d'.repeat(30)}\n${'c'.repeat(25)}`;
    for (const chunks of allSplits(enc(text))) {
      expect(run(chunks, cap)).toEqual([
        'a'.repeat(10),
        { problem: 'too_long', bytes: 11, sample: 'b'.repeat(11) },
        'short',
        { problem: 'too_long', bytes: 30, sample: 'd'.repeat(30) },
        { problem: 'too_long', bytes: 25, sample: 'c'.repeat(25) },
      ]);
    }
  });

  it('a CRLF line of exactly the cap is kept whatever the split', () => {
    for (const chunks of allSplits(enc(`${'x'.repeat(8)}\r\nz\n`))) {
      expect(run(chunks, 8)).toEqual(['x'.repeat(8), 'z']);
    }
  });

  it('never holds an over-long line whole: memory stays bounded while it streams', () => {
    const cap = 1024;
    const splitter = new LineSplitter({ maxLineBytes: cap });
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    for (let i = 0; i < 64; i++) expect(splitter.push(chunk)).toEqual([]); // 4 MiB, no newline
    // Internal state: nothing carried, only the bounded sample head.
    const internals = splitter as unknown as { carriedBytes: number; skippedHead: Uint8Array };
    expect(internals.carriedBytes).toBe(0);
    expect(internals.skippedHead.length).toBeLessThanOrEqual(800);
    const out = splitter.push(enc('\n{"after":1}\n'));
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ problem: 'too_long', bytes: 64 * 64 * 1024 });
    expect((out[0] as { sample: string }).sample).toBe(`${'a'.repeat(199)}…`); // cut, and marked as cut
    expect(out[1]).toBe('{"after":1}');
  });

  it('an over-long line without a final newline is reported at end()', () => {
    const splitter = new LineSplitter({ maxLineBytes: 4 });
    expect(splitter.push(enc('ok\n123456'))).toEqual(['ok']);
    expect(splitter.push(enc('789'))).toEqual([]);
    expect(splitter.end()).toEqual([{ problem: 'too_long', bytes: 9, sample: '123456789' }]);
  });

  it('rejects a nonsensical cap', () => {
    expect(() => new LineSplitter({ maxLineBytes: 0 })).toThrow(RangeError);
  });
});
