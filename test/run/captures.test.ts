/**
 * Every real capture in test/fixtures/claude-code is a test case. The expectations below were
 * written down by reading each stdout.jsonl (and exit_code.txt / stderr.txt / timing.tsv), not by
 * running the code: the line numbers in the comments point at the frames they come from.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toContractJson } from '../../src/run/contract.js';
import type { RunSummary } from '../../src/run/summary.js';
import { CAPTURES_DIR, foldCapture, loadCapture } from '../support/captures.js';

interface Expected {
  outcome: RunSummary['outcome'];
  subtype: string | null;
  isError: boolean;
  outcomeSource: RunSummary['outcomeSource'];
  tools: Array<[name: string, status: string]>;
  retries: number;
  costUsd: number | null;
  turns: number | null;
  finalText: string | null;
  exitCode: number;
}

const TEXT_01 =
  'This repository is a tiny demo project.\n\nIt has a `README.md`, an `add` function in `src/add.js` and a test for it. Unicode check: héllo — ✓ 日本語.';
const TEXT_03 = 'The repo contains a README, package.json and `src/add.js` with its test.';

const EXPECTED: Record<string, Expected> = {
  // 3 lines: init, assistant[text], result success.
  '01-text': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [],
    retries: 0,
    costUsd: 0.01336,
    turns: 1,
    finalText: TEXT_01,
    exitCode: 0,
  },
  // 22 lines: 13 text_delta stream_events, then the complete assistant[text] (line 18) BEFORE
  // its content_block_stop (line 19): the text must appear once.
  '02-text-partial': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [],
    retries: 0,
    costUsd: 0.01336,
    turns: 1,
    finalText: TEXT_01,
    exitCode: 0,
  },
  // Bash (ls -la, line 3) and Read (README.md, line 5), both succeed.
  '03-tools': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [
      ['Bash', 'ok'],
      ['Read', 'ok'],
    ],
    retries: 0,
    costUsd: 0.04274,
    turns: 3,
    finalText: TEXT_03,
    exitCode: 0,
  },
  // Four failing tools (exit 3, missing file, input validation, unknown tool); the run succeeds.
  '04-tool-errors': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [
      ['Bash', 'error'],
      ['Read', 'error'],
      ['Read', 'error'],
      ['NoSuchTool', 'error'],
    ],
    retries: 0,
    costUsd: 0.067,
    turns: 5,
    finalText: 'All four attempts failed as expected.',
    exitCode: 0,
  },
  // Bash and Write denied (system/permission_denied lines 3, 6 + result.permission_denials), Read runs.
  '04b-permission-denied-default-mode': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [
      ['Bash', 'denied'],
      ['Write', 'denied'],
      ['Read', 'ok'],
    ],
    retries: 0,
    costUsd: 0.053,
    turns: 4,
    finalText: 'I could not create files: permission was denied.',
    exitCode: 0,
  },
  // --max-turns 1: the Bash runs, then result error_max_turns, num_turns 2, exit 1. No answer:
  // the last main-thread text ("Exploring.", line 2) stands.
  '05-max-turns-1': {
    outcome: 'max_turns',
    subtype: 'error_max_turns',
    isError: true,
    outcomeSource: 'terminal_frame',
    tools: [['Bash', 'ok']],
    retries: 0,
    costUsd: 0.0128,
    turns: 2,
    finalText: 'Exploring.',
    exitCode: 1,
  },
  // Two api_retry (529 overloaded), then the answer.
  '06a-retry-529-then-ok': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [],
    retries: 2,
    costUsd: 0.0122,
    turns: 1,
    finalText: 'Hello after retries.',
    exitCode: 0,
  },
  // Ten api_retry (500), a synthetic API-error assistant frame, result subtype SUCCESS with is_error true.
  '06c-persistent-500': {
    outcome: 'error',
    subtype: 'success',
    isError: true,
    outcomeSource: 'terminal_frame',
    tools: [],
    retries: 10,
    costUsd: 0,
    turns: 1,
    finalText: null,
    exitCode: 1,
  },
  // Two turns, two results; the second (line 8) wins; its total_cost_usd is the running total.
  '07-stream-json-input-replay': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [],
    retries: 0,
    costUsd: 0.025480000000000003,
    // Two init/result cycles of one turn each: the run's turns are their sum (the cost beside
    // them is the process's cumulative figure, so both cover the same two turns).
    turns: 2,
    finalText: 'package.json names the package `demo`.',
    exitCode: 0,
  },
  // 573 lines with partial messages: 30 Bash calls "echo step-N", all ok; num_turns 31.
  '08-long-run-30-tools': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: Array.from({ length: 30 }, () => ['Bash', 'ok'] as [string, string]),
    retries: 0,
    costUsd: 0.6082,
    turns: 31,
    finalText: 'Done after 30 tool calls.',
    exitCode: 0,
  },
  // --output-format json: the result object alone, one line.
  '09-json-output': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [],
    retries: 0,
    costUsd: 0.04274,
    turns: 3,
    finalText: TEXT_03,
    exitCode: 0,
  },
  // Budget 0.05: two Bash calls run, the third tool_use (line 6) is emitted but never executed.
  '10a-max-budget-usd': {
    outcome: 'budget_exceeded',
    subtype: 'error_max_budget_usd',
    isError: true,
    outcomeSource: 'terminal_frame',
    tools: [
      ['Bash', 'ok'],
      ['Bash', 'ok'],
      ['Bash', 'pending'],
    ],
    retries: 0,
    costUsd: 0.066,
    turns: 3,
    finalText: null,
    exitCode: 1,
  },
  // SIGTERM during a slow Bash: the tool_result "Exit code 137" (line 4), then nothing; exit 143.
  '10b-sigterm-during-tool': {
    outcome: 'cancelled',
    subtype: null,
    isError: true,
    outcomeSource: 'exit_code',
    tools: [['Bash', 'error']],
    retries: 0,
    costUsd: null,
    turns: null,
    finalText: 'Running a slow command.',
    exitCode: 143,
  },
  // SIGINT during a slow Bash: interrupted tool_result, then result error_during_execution /
  // aborted_tools, and EXIT 0.
  '10c-sigint-during-tool': {
    outcome: 'cancelled',
    subtype: 'error_during_execution',
    isError: true,
    outcomeSource: 'terminal_frame',
    tools: [['Bash', 'error']],
    retries: 0,
    costUsd: 0.0126,
    turns: 3,
    finalText: 'Running a slow command.',
    exitCode: 0,
  },
  // Agent tool (main thread) runs a subagent whose Bash call has parent_tool_use_id = the Agent id.
  '10g-subagent-foreground': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [
      ['Agent', 'ok'],
      ['Bash', 'ok'],
    ],
    retries: 0,
    costUsd: 0.0436,
    turns: 2,
    finalText: 'The subagent found README.md, package.json and src/.',
    exitCode: 0,
  },
  // Read, Edit, Write, all succeed.
  '10h-edit-write': {
    outcome: 'success',
    subtype: 'success',
    isError: false,
    outcomeSource: 'terminal_frame',
    tools: [
      ['Read', 'ok'],
      ['Edit', 'ok'],
      ['Write', 'ok'],
    ],
    retries: 0,
    costUsd: 0.0534,
    turns: 4,
    finalText: 'Added `sub` and a test.',
    exitCode: 0,
  },
  // Startup refusal: empty stdout, one stderr line, exit 1.
  '10i-no-verbose': {
    outcome: 'error',
    subtype: null,
    isError: true,
    outcomeSource: 'exit_code',
    tools: [],
    retries: 0,
    costUsd: null,
    turns: null,
    finalText: null,
    exitCode: 1,
  },
};

describe('every capture has expectations', () => {
  it('lists each capture directory exactly once', () => {
    const dirs = readdirSync(CAPTURES_DIR).filter((d) => statSync(join(CAPTURES_DIR, d)).isDirectory());
    expect(dirs.sort()).toEqual(Object.keys(EXPECTED).sort());
  });
});

describe.each(Object.entries(EXPECTED))('capture %s', (name, exp) => {
  const s = foldCapture(name);

  it('has the outcome the stream says', () => {
    expect(s.status).toBe('finished');
    expect(s.outcome).toBe(exp.outcome);
    expect(s.subtype).toBe(exp.subtype);
    expect(s.isError).toBe(exp.isError);
    expect(s.outcomeSource).toBe(exp.outcomeSource);
    expect(s.exitCode).toBe(exp.exitCode);
    if (exp.outcome === 'success') expect(s.errorMessage).toBeNull();
    else expect(s.errorMessage).toMatch(/\w/);
  });

  it('has every tool call once, with its status', () => {
    expect(s.toolCalls.map((t) => [t.name, t.status])).toEqual(exp.tools);
    expect(new Set(s.toolCalls.map((t) => t.id)).size).toBe(s.toolCalls.length);
  });

  it('has the retries, cost, turns and final text', () => {
    expect(s.retries).toHaveLength(exp.retries);
    if (exp.costUsd === null) expect(s.costUsd).toBeNull();
    else expect(s.costUsd).toBeCloseTo(exp.costUsd, 10);
    expect(s.turns).toBe(exp.turns);
    expect(s.finalText).toBe(exp.finalText);
  });

  it('recognised every frame (no unknown kinds, no bad lines)', () => {
    expect(s.diagnostics.badLines).toBe(0);
    expect(s.diagnostics.unknownEvents).toEqual({});
  });

  it('serializes to the contract fields', () => {
    const j = toContractJson(s);
    expect(Object.keys(j).slice(0, 20)).toEqual([
      'dialect',
      'sessionId',
      'model',
      'outcome',
      'subtype',
      'isError',
      'outcomeSource',
      'errorMessage',
      'finalText',
      'turns',
      'toolCalls',
      'retries',
      'costUsd',
      'tokens',
      'todos',
      'permissionDenials',
      'durationMs',
      'exitCode',
      'signal',
      'diagnostics',
    ]);
    expect(j['dialect']).toBe('claude-code');
    expect(JSON.parse(JSON.stringify(j))).toEqual(j);
    expect(j).not.toHaveProperty('fold');
  });
});

describe('capture details read from the streams', () => {
  it('01: session, model, tokens from modelUsage, duration_ms from the result', () => {
    const s = foldCapture('01-text');
    expect(s.sessionId).toBe('e922cdb6-b221-4b27-a16d-c665b7efd567');
    expect(s.model).toBe('claude-opus-5-5');
    expect(s.cliVersion).toBe('2.1.330');
    expect(s.tokens).toEqual({ input: 3100, output: 48, cacheRead: 0, cacheWrite: 0 });
    expect(s.durationMs).toBe(259);
    expect(s.stopReason).toBe('end_turn');
    expect(s.terminalReason).toBe('completed');
  });

  it('02: streamed deltas and the block frame give the text once; one step', () => {
    const s = foldCapture('02-text-partial');
    expect(s.lastText).toBe(TEXT_01);
    expect(s.steps).toBe(1);
    expect(s.durationMs).toBe(264);
  });

  it('03: Bash input/output previews, exit code 0, durations from line times', () => {
    const s = foldCapture('03-tools');
    const [bash, read] = s.toolCalls;
    expect(bash!.id).toBe('toolu_mockA5xIb2HeFK9RSzSk5D1kj1');
    expect(bash!.input).toEqual({ command: 'ls -la', description: 'List files in repo root' });
    expect(bash!.outputPreview).toMatch(/^total 24\n/);
    expect(bash!.exitCode).toBe(0);
    expect(bash!.parentId).toBeNull();
    expect(read!.input).toEqual({ file_path: '/home/runner/work/app/app/README.md' });
    expect(read!.outputPreview).toContain('A tiny scratch repository');
    // timing.tsv: assistant[tool_use Bash] line 3, its result line 4.
    const t = loadCapture('03-tools').timing;
    expect(bash!.durationMs).toBe(t[3]! - t[2]!);
    expect(s.tokens).toEqual({ input: 9900, output: 95, cacheRead: 6200, cacheWrite: 0 });
    expect(s.steps).toBe(3);
  });

  it('04: the failing Bash keeps its exit code 3', () => {
    const s = foldCapture('04-tool-errors');
    expect(s.toolCalls[0]!.exitCode).toBe(3);
    expect(s.toolCalls[0]!.outputPreview).toMatch(/^Exit code 3\nto-stdout/);
    expect(s.toolCalls[3]!.outputPreview).toContain('No such tool available: NoSuchTool');
  });

  it('04b: two permission denials, listed live and in the result, not doubled', () => {
    const s = foldCapture('04b-permission-denied-default-mode');
    expect(s.permissionDenials).toEqual([
      {
        tool: 'Bash',
        toolUseId: 'toolu_mockDjl-Ze8XNsrXuW1lzm9vG2',
        input: { command: 'touch created-by-bash.txt', description: 'Create a file' },
      },
      {
        tool: 'Write',
        toolUseId: 'toolu_mockLTg6l1P2H6w9e6Z9nBzPOl',
        input: { file_path: '/home/runner/work/app/app/created-by-write.txt', content: 'hello\n' },
      },
    ]);
  });

  it('05: the message names the turn limit', () => {
    const s = foldCapture('05-max-turns-1');
    expect(s.errorMessage).toContain('--max-turns 1');
    expect(s.terminalReason).toBe('max_turns');
  });

  it('06a: retry details', () => {
    const s = foldCapture('06a-retry-529-then-ok');
    expect(s.retries.map((r) => [r.attempt, r.maxRetries, r.delayMs, r.httpStatus, r.category])).toEqual([
      [1, 10, 598, 529, 'overloaded'],
      [2, 10, 1060, 529, 'overloaded'],
    ]);
  });

  it('06c: the API error text is the reason; the synthetic frame is not an answer', () => {
    const s = foldCapture('06c-persistent-500');
    expect(s.errorMessage).toBe(
      'API Error: 500 Internal server error. This is a server-side issue, usually temporary — try again in a moment. If it persists, check your inference gateway (127.0.0.1:39859).',
    );
    expect(s.retries.map((r) => r.delayMs)).toEqual([
      553, 1046, 2325, 4422, 8590, 19200, 32989, 34421, 35279, 32844,
    ]);
    expect(s.retries.every((r) => r.httpStatus === 500 && r.category === 'server_error')).toBe(true);
    expect(s.lastText).toBeNull();
    expect(s.notices.some((n) => n.level === 'error' && n.message.startsWith('API Error: 500'))).toBe(true);
    // modelUsage is {} on this result: tokens fall back to `usage` (all zero).
    expect(s.tokens).toEqual({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });
    expect(s.durationMs).toBe(172089);
  });

  it('07: tokens are the cumulative modelUsage of the last result, not the per-turn usage', () => {
    const s = foldCapture('07-stream-json-input-replay');
    // result 2: usage {3100, 12, cacheRead 3000} is this turn only; modelUsage {6100, 24, 3000} is the run.
    expect(s.tokens).toEqual({ input: 6100, output: 24, cacheRead: 3000, cacheWrite: 0 });
    // Two results, each timing only its turn: the stream's span (776 - 576 ms) is the duration.
    expect(s.durationMs).toBe(200);
  });

  it('08: 30 distinct Bash calls in order, 31 steps', () => {
    const s = foldCapture('08-long-run-30-tools');
    expect(s.toolCalls.map((t) => (t.input as { command: string }).command)).toEqual(
      Array.from({ length: 30 }, (_, i) => `echo step-${i + 1}`),
    );
    expect(s.toolCalls.map((t) => t.outputPreview)).toEqual(
      Array.from({ length: 30 }, (_, i) => `step-${i + 1}`),
    );
    expect(s.steps).toBe(31);
    expect(s.tokens).toEqual({ input: 142700, output: 910, cacheRead: 96000, cacheWrite: 0 });
  });

  it('09: a lone json result still gives session and tokens', () => {
    const s = foldCapture('09-json-output');
    expect(s.sessionId).not.toBeNull();
    expect(s.tokens).toEqual({ input: 9900, output: 95, cacheRead: 6200, cacheWrite: 0 });
    expect(s.durationMs).toBe(497);
  });

  it('10a: the message names the budget; the unexecuted call stays pending', () => {
    const s = foldCapture('10a-max-budget-usd');
    expect(s.errorMessage).toContain('0.05');
    expect(s.toolCalls[2]!.endedAt).toBeNull();
  });

  it('10b: cancelled by exit 143 with no result; provisional step tokens; stream span as duration', () => {
    const s = foldCapture('10b-sigterm-during-tool');
    expect(s.toolCalls[0]!.exitCode).toBe(137);
    expect(s.errorMessage).toContain('SIGTERM');
    expect(s.errorMessage).toContain('143');
    // One step (two assistant frames of msg_mockCP46…): its message_start usage, counted once.
    expect(s.tokens).toEqual({ input: 3000, output: 1, cacheRead: 0, cacheWrite: 0 });
    expect(s.durationMs).toBe(3239 - 599);
  });

  it('10c: the SIGINT trap — exit 0 with an interrupted result is cancelled, not success', () => {
    const s = foldCapture('10c-sigint-during-tool');
    expect(s.terminalReason).toBe('aborted_tools');
    expect(s.errorMessage).toMatch(/interrupted/);
    expect(s.errorMessage).not.toContain('ede_diagnostic');
    expect(s.permissionDenials).toEqual([]);
  });

  it('10g: the subagent Bash has the Agent call as parent; subagent frames are not steps', () => {
    const s = foldCapture('10g-subagent-foreground');
    const [agent, bash] = s.toolCalls;
    expect(agent!.id).toBe('toolu_mockN_8ltEiAAGXVgaOVmnVGuT');
    expect(agent!.parentId).toBeNull();
    expect(bash!.id).toBe('toolu_mockdweqU9vyX3jfdPqqcbriR4');
    expect(bash!.parentId).toBe('toolu_mockN_8ltEiAAGXVgaOVmnVGuT');
    expect(bash!.outputPreview).toBe('README.md\npackage.json\nsrc');
    expect(agent!.durationMs).toBe(292); // tool_use_result.totalDurationMs
    expect(s.steps).toBe(2);
    // modelUsage includes the subagent (10400 in); the main-loop usage says 6300.
    expect(s.tokens).toEqual({ input: 10400, output: 100, cacheRead: 0, cacheWrite: 0 });
  });

  it('10h: Edit and Write inputs are kept (bounded)', () => {
    const s = foldCapture('10h-edit-write');
    expect((s.toolCalls[1]!.input as Record<string, unknown>)['old_string']).toBe('  return a + b\n}');
    expect((s.toolCalls[2]!.input as Record<string, unknown>)['file_path']).toBe(
      '/home/runner/work/app/app/src/sub.test.js',
    );
  });

  it('10i: the stderr line is the reason', () => {
    const s = foldCapture('10i-no-verbose');
    expect(s.errorMessage).toContain(
      'Error: When using --print, --output-format=stream-json requires --verbose',
    );
    expect(s.errorMessage).toContain('exit');
    expect(s.durationMs).toBeNull();
  });
});
