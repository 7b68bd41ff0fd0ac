/**
 * Property tests: random (hostile) summaries through the comment and the step summary. Whatever the
 * agent printed, the body stays under GitHub's limit, carries no secret, pings nobody, opens no
 * HTML tag of the agent's, and keeps <details> and code fences balanced.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { COMMENT_LIMIT, commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary, STEP_SUMMARY_LIMIT } from '../../src/report/step-summary.js';
import { emptySummary, type RunSummary, type ToolCall } from '../../src/run/summary.js';
import { OUTCOMES } from '../../src/stream/events.js';
import { liveReferences } from '../support/github-markdown.js';

const SECRET = 'Hunter2-secret-VALUE-42';
const GH_TOKEN = `ghp_${'Q7w'.repeat(12)}`;
const { redact } = createRedactor({ secrets: [SECRET] });

const piece = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '`',
      '```',
      '````',
      '~~~',
      '</details>',
      '<details>',
      '<summary>',
      '<script>alert(1)</script>',
      '<img src=x onerror=y>',
      '<!--',
      '-->',
      // Character references GitHub decodes before it looks for mentions and issue references.
      '&commat;admin',
      '&#x40;octo-org/security-team',
      '&num;2',
      '&#x23;2',
      '&#64;',
      '&#X40;',
      '&#0064;',
      '&#35;',
      '&commat;',
      '&num;',
      '&#x23',
      '&',
      '@octocat',
      '@org/team',
      '#123',
      'GH-9',
      SECRET,
      GH_TOKEN,
      '\n',
      '\r\n',
      '|',
      '> ',
      '- [ ] ',
      '😀',
      ' ',
      'text',
      '\\',
      '&lt;',
      '**',
      // Bidi controls (shown, never applied) and a secret split by one (still redacted).
      '\u202e',
      '\u2066',
      `Hunter2-secret\u202e-VALUE-42`,
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);
const text = (maxLength: number) => fc.array(piece, { maxLength }).map((p) => p.join(''));
/** Sometimes a huge text, to exercise the size budget. */
const bigText = fc.oneof(
  text(40),
  text(40).map((t) => t.repeat(2_000)),
);
const nullable = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });

const toolCall: fc.Arbitrary<ToolCall> = fc.record({
  id: text(3),
  name: fc.oneof(fc.constantFrom('Bash', 'Read', 'Edit', 'Agent'), text(4)),
  status: fc.constantFrom('ok', 'error', 'denied', 'pending'),
  parentId: nullable(text(2)),
  input: fc.oneof(
    fc.record({ command: text(20), description: text(5) }),
    fc.record({ file_path: text(6) }),
    fc.dictionary(text(3), text(8), { maxKeys: 3 }),
  ),
  outputPreview: nullable(text(30)),
  outputChars: fc.nat(),
  exitCode: nullable(fc.integer({ min: -1, max: 255 })),
  durationMs: nullable(fc.nat({ max: 10_000_000 })),
  startedAt: fc.nat({ max: 1_000_000 }),
  endedAt: nullable(fc.nat({ max: 2_000_000 })),
});

const summary: fc.Arbitrary<RunSummary> = fc
  .record({
    finished: fc.boolean(),
    outcome: fc.constantFrom(...OUTCOMES),
    subtype: nullable(text(3)),
    isError: fc.boolean(),
    sessionId: nullable(text(4)),
    model: nullable(text(4)),
    errorMessage: nullable(bigText),
    finalText: nullable(bigText),
    lastText: nullable(text(20)),
    turns: nullable(fc.nat({ max: 500 })),
    steps: fc.nat({ max: 500 }),
    calls: fc.array(toolCall, { maxLength: 20 }),
    repeatCalls: fc.constantFrom(1, 1, 1, 300),
    costUsd: nullable(fc.double({ min: 0, max: 100, noNaN: true })),
    tokens: nullable(
      fc.record({ input: fc.nat(), output: fc.nat(), cacheRead: fc.nat(), cacheWrite: fc.nat() }),
    ),
    todos: fc.array(
      fc.record({
        id: nullable(text(2)),
        content: bigText,
        status: fc.constantFrom('pending', 'in_progress', 'completed'),
      }),
      { maxLength: 8 },
    ),
    retries: fc.array(
      fc.record({
        attempt: nullable(fc.nat(20)),
        maxRetries: nullable(fc.nat(20)),
        delayMs: nullable(fc.nat(100_000)),
        httpStatus: nullable(fc.constantFrom(429, 500, 529)),
        category: nullable(text(3)),
        message: nullable(text(10)),
        at: fc.nat({ max: 1_000_000 }),
      }),
      { maxLength: 5 },
    ),
    rateLimit: nullable(fc.record({ status: text(3), resetsAt: nullable(fc.nat()) })),
    startedAt: nullable(fc.nat({ max: 1_000 })),
    lastEventAt: nullable(fc.nat({ max: 1_000_000 })),
    durationMs: nullable(fc.nat({ max: 100_000_000 })),
    stderrTail: nullable(text(20)),
    // Denials the result frame names: the denied-calls list builds an allowed-tools rule from each.
    permissionDenials: fc.array(
      fc.record({
        tool: fc.oneof(fc.constantFrom('Bash', 'Write', 'mcp__gh__push'), text(3)),
        toolUseId: nullable(text(2)),
        input: fc.oneof(fc.record({ command: text(20) }), fc.record({ file_path: text(8) }), text(6)),
      }),
      { maxLength: 30 },
    ),
  })
  .map((g) => ({
    ...emptySummary('claude-code'),
    ...g,
    status: g.finished ? ('finished' as const) : ('running' as const),
    outcome: g.finished ? g.outcome : null,
    toolCalls: Array.from({ length: g.repeatCalls }, () => g.calls).flat(),
  }));

/** What must hold for any body we send to GitHub. */
function assertSafe(body: string): void {
  expect(body).not.toContain(SECRET);
  expect(body).not.toContain(GH_TOKEN);
  expect(body).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  // No live mention and no issue auto-link.
  expect(body).not.toMatch(/@[A-Za-z0-9]/);
  expect(body).not.toMatch(/#\d/);
  // As GitHub reads it: character references decoded, code left out. Rendering costs ~1 s per MiB:
  // the bodies past 256 KiB are the same pieces repeated, checked as text above.
  if (body.length <= 256 * 1024) expect(liveReferences(body)).toEqual([]);
  // The only tags are ours.
  for (const m of body.matchAll(/<([A-Za-z/!][^\s>]*)/g)) {
    expect(['details', '/details', 'summary', '/summary', 'sub', '/sub', '!--']).toContain(m[1]);
  }
  expect(body.match(/<details(?: open)?>/g)?.length ?? 0).toBe(body.match(/^<\/details>$/gm)?.length ?? 0);
  expect(body.match(/<\/details>/g)?.length ?? 0).toBe(body.match(/^<\/details>$/gm)?.length ?? 0);
  expect(openFenceAtEnd(body)).toBe(false);
}

/**
 * Fence state after the whole body at the top level, following CommonMark's fence rules. Lines in a
 * block quote are skipped: a quote contains its fences (CommonMark closes them with the quote), and
 * all agent text is quoted by safeMarkdown.
 */
function openFenceAtEnd(body: string): boolean {
  let fence: { ch: string; len: number } | null = null;
  for (const raw of body.split('\n')) {
    if (raw.startsWith('>')) continue;
    const line = raw;
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m) continue;
    if (fence) {
      if (m[1]![0] === fence.ch && m[1]!.length >= fence.len && m[2]!.trim() === '') fence = null;
    } else if (!(m[1]![0] === '`' && m[2]!.includes('`'))) fence = { ch: m[1]![0]!, len: m[1]!.length };
  }
  return fence !== null;
}

describe('rendering random summaries', () => {
  test('the comment: under 65,536 characters, no secret, no mention, balanced markup', {
    timeout: 120_000,
  }, () => {
    fc.assert(
      fc.property(summary, fc.nat({ max: 2_000_000 }), (s, now) => {
        const body = renderComment(s, {
          now,
          marker: commentMarker('k'),
          redact,
          runUrl: 'https://github.com/o/r/actions/runs/1',
        });
        expect(body.length).toBeLessThan(COMMENT_LIMIT);
        assertSafe(body);
      }),
      { numRuns: 300 },
    );
  });

  test('the step summary: under 1 MiB, no secret, no mention, balanced markup', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(summary, (s) => {
        const body = renderStepSummary(s, { redact });
        expect(Buffer.byteLength(body)).toBeLessThan(STEP_SUMMARY_LIMIT);
        assertSafe(body);
      }),
      { numRuns: 150 },
    );
  });
});
