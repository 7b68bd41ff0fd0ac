/**
 * summary.json: the `narrator summarize` contract (src/run/contract.ts), redacted, handed to a sink
 * in pieces. A run whose older tool calls moved to a call log (src/run/call-log.ts) has them
 * streamed back out of it, in order, a chunk at a time, then the calls still in memory: the text is
 * the one a summary holding every call in memory gives, and memory stays bounded by a chunk.
 *
 * Redaction: a run that kept every call in memory is redacted as one text, as before. A run whose
 * calls were streamed is redacted per part (the fields around the calls, then each chunk of calls):
 * a secret split across two calls that fall in two chunks is not seen as one.
 */

import { contractToolCall, toContractJson } from '../run/contract.js';
import type { RunSummary, ToolCall } from '../run/summary.js';
import { writeStringifiedRedacted } from './redact-json.js';
import type { Redactor } from './redactor.js';

/** Calls redacted and written together. */
const CHUNK = 1024;

export function writeSummaryJson(
  summary: RunSummary,
  redactor: Redactor,
  space: number | undefined,
  sink: (piece: string) => void,
): void {
  const earlier = summary.earlierCalls;
  if (earlier.count === 0 || earlier.log === null) {
    writeStringifiedRedacted(toContractJson(summary), redactor, space, sink);
    return;
  }
  const around = stringified(toContractJson({ ...summary, toolCalls: [] }), redactor, space);
  // The fields before toolCalls are scalars and strings, so the first `"toolCalls": []` outside a
  // string (a string's quotes are escaped) is the contract's own.
  const placeholder = space === undefined ? '"toolCalls":[]' : '"toolCalls": []';
  const at = around.indexOf(placeholder);
  if (at < 0) throw new Error('summary.json: the contract has no toolCalls field to stream the calls into');
  const cut = at + placeholder.length - 1;
  sink(around.slice(0, cut));
  const gap = typeof space === 'number' && space >= 1 ? ' '.repeat(Math.min(10, Math.floor(space))) : '';
  let first = true;
  const write = (calls: readonly ToolCall[]): void => {
    if (calls.length === 0) return;
    const text = stringified(calls.map(contractToolCall), redactor, space);
    // `[` items `]` at the top level, shifted to where the calls sit (inside the top-level object):
    // newlines in JSON text are its own layout, never inside a string.
    const shifted = gap === '' ? text : text.replaceAll('\n', `\n${gap}`);
    const items = shifted.slice(1, shifted.length - (gap === '' ? 1 : gap.length + 2));
    sink(first ? items : `,${items}`);
    first = false;
  };
  let read = 0;
  const patched = new Map(earlier.open.map((o) => [o.at, o.call]));
  const denied = new Set(earlier.deniedIds);
  for (const chunk of earlier.log.read(earlier.count)) {
    const calls = chunk.map((call, i) => {
      const current = patched.get(read + i) ?? call;
      return denied.has(current.id) && current.status !== 'denied'
        ? { ...current, status: 'denied' as const }
        : current;
    });
    read += chunk.length;
    for (let i = 0; i < calls.length; i += CHUNK) write(calls.slice(i, i + CHUNK));
  }
  if (read !== earlier.count)
    throw new Error(`summary.json: the tool call log holds ${read} calls, the summary ${earlier.count}`);
  for (let i = 0; i < summary.toolCalls.length; i += CHUNK) write(summary.toolCalls.slice(i, i + CHUNK));
  sink(gap === '' ? ']' : `\n${gap}]`);
  sink(around.slice(cut + 1));
}

function stringified(value: unknown, redactor: Redactor, space: number | undefined): string {
  const pieces: string[] = [];
  writeStringifiedRedacted(value, redactor, space, (piece) => pieces.push(piece));
  return pieces.join('');
}
