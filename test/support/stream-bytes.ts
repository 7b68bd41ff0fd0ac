/**
 * Byte-level helpers of the stream property tests (test/property/chunking, test/property/dialects,
 * test/security/stream-fuzz): cutting a stream into chunks, splitting it into lines, inserting
 * extra lines between them, and the parts of a summary that hostile lines may change.
 */
import type { RunSummary } from '../../src/run/summary.js';

export const enc = (s: string) => Buffer.from(s, 'utf8');

/** Cut `bytes` at the given offsets (any order, duplicates allowed: empty chunks are fine). */
export function cut(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const points = [0, ...offsets.map((o) => o % (bytes.length + 1)).sort((a, b) => a - b), bytes.length];
  const chunks: Uint8Array[] = [];
  for (let i = 1; i < points.length; i++) chunks.push(bytes.subarray(points[i - 1]!, points[i]!));
  return chunks;
}

/** The lines of `bytes`, without their '\n' (a final line without one included). */
export function linesOf(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    const nl = bytes.indexOf(10, pos);
    const end = nl === -1 ? bytes.length : nl;
    lines.push(bytes.subarray(pos, end));
    pos = end + 1;
  }
  return lines;
}

/** Insert `extra` lines at positions (0..n, taken modulo n + 1) between the clean lines. */
export function interleave(lines: Buffer[], extra: Array<{ at: number; line: Buffer }>): Buffer {
  const slot = (at: number) => at % (lines.length + 1);
  const sorted = [...extra].sort((a, b) => slot(a.at) - slot(b.at));
  const out: Buffer[] = [];
  let k = 0;
  for (let i = 0; i <= lines.length; i++) {
    while (k < sorted.length && slot(sorted[k]!.at) === i) out.push(sorted[k++]!.line);
    if (i < lines.length) out.push(lines[i]!);
  }
  return Buffer.concat(out.flatMap((l) => [l, Buffer.from('\n')]));
}

/** Whether `s` parses to a JSON object (what the frame session takes as a frame). */
export function isJsonObject(s: string): boolean {
  try {
    const v = JSON.parse(s);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** The summary with the parts hostile lines are allowed to change set aside. */
export function withoutDiagnostics(s: RunSummary) {
  const { diagnostics: _d, startedAt: _s, lastEventAt: _l, ...rest } = s;
  return rest;
}

/** How many unknown events the summary counted, of every type. */
export const unknownCount = (s: RunSummary) =>
  Object.values(s.diagnostics.unknownEvents).reduce((a, b) => a + b, 0);
