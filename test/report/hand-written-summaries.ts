/**
 * HAND-WRITTEN run summaries for unit tests of the views (not folded from a capture): small,
 * readable states that a real stream would produce, built on emptySummary().
 */
import { emptySummary, type RunSummary, type ToolCall } from '../../src/run/summary.js';

export function call(partial: Partial<ToolCall> & { id: string; name: string }): ToolCall {
  return {
    status: 'ok',
    parentId: null,
    input: {},
    outputPreview: null,
    outputChars: 0,
    exitCode: null,
    durationMs: 100,
    startedAt: 0,
    endedAt: 100,
    ...partial,
  };
}

/** Two minutes into a run: a Bash call running, a plan, a 529 retry just now. */
export function runningSummary(): RunSummary {
  return {
    ...emptySummary('claude-code'),
    sessionId: '2f0021f8-6258-45b1-8582-bd15c0088448',
    model: 'claude-opus-5-5',
    startedAt: 1_000,
    lastEventAt: 134_000,
    steps: 7,
    tokens: { input: 41_200, output: 1_300, cacheRead: 0, cacheWrite: 0 },
    costUsd: null,
    todos: [
      { id: null, content: 'Read the failing test', status: 'completed' },
      { id: null, content: 'Fix it and run the tests', status: 'in_progress' },
      { id: null, content: 'Summarize the change', status: 'pending' },
    ],
    toolCalls: [
      call({
        id: 't1',
        name: 'Read',
        input: { file_path: 'test/add.test.js' },
        startedAt: 2_000,
        endedAt: 2_100,
      }),
      call({
        id: 't2',
        name: 'Bash',
        status: 'error',
        exitCode: 3,
        input: { command: 'node -e "process.exit(3)"' },
        outputPreview: 'Exit code 3',
        durationMs: 400,
        startedAt: 3_000,
        endedAt: 3_400,
      }),
      call({
        id: 't3',
        name: 'Bash',
        status: 'pending',
        input: { command: 'npm test', description: 'Run the test suite' },
        durationMs: null,
        startedAt: 93_000,
        endedAt: null,
      }),
    ],
    retries: [
      {
        attempt: 2,
        maxRetries: 10,
        delayMs: 1_200,
        httpStatus: 529,
        category: 'overloaded',
        message: null,
        at: 133_500,
      },
    ],
  };
}

export function finished(over: Partial<RunSummary>): RunSummary {
  return {
    ...runningSummary(),
    status: 'finished',
    outcome: 'success',
    subtype: 'success',
    outcomeSource: 'terminal_frame',
    turns: 8,
    costUsd: 0.61,
    durationMs: 182_000,
    exitCode: 0,
    retries: [],
    retriesKnown: true, // a Claude Code run: its stream shows retries
    toolCalls: runningSummary().toolCalls.map((c) =>
      c.status === 'pending' ? { ...c, status: 'ok' as const, durationMs: 41_000, endedAt: 134_000 } : c,
    ),
    finalText: 'The off-by-one in `add()` is fixed and all 42 tests pass.',
    ...over,
  };
}
