/**
 * What the views read of a run's tool calls, every one of them: those still in `toolCalls` and
 * those a long run moved to its call log (src/run/call-log.ts), counted, numbered, the first rows.
 */
import type { CallCounts } from './call-log.js';
import type { RunSummary, ToolCall } from './summary.js';

/** How many tool calls the run made. */
export function callTotal(s: RunSummary): number {
  return s.earlierCalls.count + s.toolCalls.length;
}

/** The 1-based number in the run of `s.toolCalls[i]`. */
export function callNumber(s: RunSummary, i: number): number {
  return s.earlierCalls.count + i + 1;
}

/** The run's calls counted by status, and in all. */
export function callCounts(s: RunSummary): CallCounts & { total: number } {
  const c = { ...s.earlierCalls.counts, total: callTotal(s) };
  for (const call of s.toolCalls) c[call.status]++;
  return c;
}

/** How many calls each tool name made, in the order the names first came. */
export function callNameCounts(s: RunSummary): Map<string, number> {
  const byName = new Map<string, number>(s.earlierCalls.names);
  for (const call of s.toolCalls) byName.set(call.name, (byName.get(call.name) ?? 0) + 1);
  return byName;
}

/** The run's first `n` calls (n at most HEAD_CALLS once calls have moved out). */
export function firstCalls(s: RunSummary, n: number): ToolCall[] {
  const e = s.earlierCalls;
  if (e.count === 0) return s.toolCalls.slice(0, n);
  const head = e.head.slice(0, n);
  return head.length < n && head.length === e.count
    ? head.concat(s.toolCalls.slice(0, n - head.length))
    : head;
}

/** The last `n` failed or denied calls that have an output, with their 1-based numbers, in order. */
export function lastFailedCalls(s: RunSummary, n: number): Array<readonly [ToolCall, number]> {
  const out: Array<readonly [ToolCall, number]> = [];
  for (const f of s.earlierCalls.failed) if (f.call.outputPreview) out.push([f.call, f.n]);
  s.toolCalls.forEach((call, i) => {
    if (call.status !== 'ok' && call.status !== 'pending' && call.outputPreview)
      out.push([call, callNumber(s, i)]);
  });
  return out.slice(-n);
}
