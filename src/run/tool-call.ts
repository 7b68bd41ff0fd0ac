/** One tool call of a run, as the summary holds it (src/run/summary.ts re-exports it). */
export type ToolStatus = 'ok' | 'error' | 'denied' | 'pending';

export interface ToolCall {
  id: string;
  name: string;
  status: ToolStatus;
  /** The subagent's tool call id when a subagent made this call; null on the main thread. */
  parentId: string | null;
  /** A bounded preview of the input (long strings cut, deep objects summarized). */
  input: unknown;
  /** A bounded preview of the output (a few KB at most), null until the result arrives. */
  outputPreview: string | null;
  /** The output's full length in characters, so views can say "cut". */
  outputChars: number;
  exitCode: number | null;
  durationMs: number | null;
  startedAt: number;
  endedAt: number | null;
}
