import { describe, expect, test } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { COMMENT_LIMIT, commentMarker, renderComment } from '../../src/report/comment.js';
import { emptySummary } from '../../src/run/summary.js';
import { call, finished, runningSummary } from './hand-written-summaries.js';

const ZWSP = '\u200B';
const { redact } = createRedactor({ secrets: ['sup3r-s3cret-value'] });
const ctx = {
  now: 134_000,
  marker: commentMarker('agent.yml/review'),
  runUrl: 'https://github.com/o/r/actions/runs/1',
  stepSummaryUrl: 'https://github.com/o/r/actions/runs/1#summary',
  redact,
};

describe('renderComment (hand-written summaries)', () => {
  test('while running: header, Now line with running time, plan, retry, table, footer', () => {
    const body = renderComment(runningSummary(), ctx);
    const lines = body.split('\n');
    expect(lines[0]).toBe('<!-- narrator:agent.yml/review -->');
    expect(body).toContain('### 🔄 Claude is working · 2m 13s · claude-opus-5-5');
    expect(body).toContain('**Now:** `Bash` — Run the test suite · `npm test` (running 41 s)');
    expect(body).toContain('- [x] Read the failing test');
    expect(body).toContain('- [ ] Fix it and run the tests ← *in progress*');
    expect(body).toContain('⏳ API overloaded (529), retry 2/10 in 1.2 s');
    expect(body).toContain('<details><summary>3 tool calls · 1 failed · 0 denied</summary>');
    // The time column's figures never wrap: a non-breaking space (a 390 px screen wrapped "0.4 s").
    expect(body).toContain('| 3 | Bash | `npm test` | running | 41\u00a0s |');
    expect(body).toContain('| 2 | Bash | `node -e "process.exit(3)"` | ✗ exit 3 | 0.4\u00a0s |');
    expect(body).toContain(
      '7 steps · 41.2k tokens in / 1.3k out · cost n/a · [job log](https://github.com/o/r/actions/runs/1)',
    );
    // Oldest call first, as in the step summary and the HTML record.
    expect(body.indexOf('| 1 |')).toBeLessThan(body.indexOf('| 3 |'));
  });

  test('the footer counts the same thing live and final: "7 steps" does not become "8 turns"', () => {
    const live = renderComment(runningSummary(), ctx);
    const done = renderComment(finished({ turns: 8 }), ctx);
    const footer = (body: string) => body.split('\n').find((l) => l.includes('[job log]')) ?? '';
    expect(footer(live)).toMatch(/^7 steps · /);
    expect(footer(done)).toMatch(/^7 steps · /);
    // The agent's own turn count is in the final header.
    expect(done.split('\n').find((l) => l.startsWith('### '))).toContain('8 turns');
  });

  test('the first revision, before any line, shows no "n/a" for a time it does not have yet', () => {
    const body = renderComment({ ...emptySummary('claude-code'), status: 'running' }, ctx);
    const header = body.split('\n').find((l) => l.startsWith('### ')) ?? '';
    expect(header).not.toContain('n/a');
    expect(header).toMatch(/^### 🔄 /);
  });

  test('the retry line goes once the run moved on', () => {
    const s = { ...runningSummary(), lastEventAt: 400_000 };
    expect(renderComment(s, { ...ctx, now: 400_000 })).not.toContain('⏳');
  });

  test('finished well: answer quoted, plan collapsed, links, session', () => {
    const body = renderComment(finished({}), ctx);
    expect(body).toContain('### ✅ Claude finished · 3m 02s · 8 turns · 3 tool calls · $0.61');
    expect(body).toContain('> The off-by-one in `add()` is fixed and all 42 tests pass.');
    expect(body).toContain('<details><summary>Plan (1/3)</summary>');
    expect(body).toContain(
      '[step summary](https://github.com/o/r/actions/runs/1#summary) · session `2f0021f8`',
    );
    expect(body).not.toContain('**Now:**');
  });

  test('a long answer is collapsed', () => {
    const text = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    const body = renderComment(finished({ finalText: text }), ctx);
    expect(body).toContain('<details><summary>Final answer (40 lines)</summary>');
  });

  test.each([
    ['timed_out', '⏱ Claude timed out'],
    ['cancelled', '⏹ Claude was cancelled'],
    ['max_turns', '🔁 Claude reached max turns (limit 8)'],
    ['budget_exceeded', '💸 Claude exceeded its budget ($0.61 of $0.50)'],
    ['max_tokens', '✂ Claude was cut off at max tokens'],
  ] as const)('ending %s has its own header', (outcome, expected) => {
    const body = renderComment(finished({ outcome, isError: true, errorMessage: `why: ${outcome}` }), {
      ...ctx,
      limits: { maxTurns: 8, maxBudgetUsd: 0.5 },
    });
    expect(body).toContain(`### ${expected}`);
    expect(body).toContain(`> why: ${outcome}`);
    expect(body).toContain(`This job failed because the outcome \`${outcome}\` is in \`fail-on\`.`);
  });

  test('an outcome left out of fail-on says the job passes', () => {
    const body = renderComment(
      finished({ outcome: 'max_turns', errorMessage: 'Reached maximum number of turns' }),
      {
        ...ctx,
        failOn: ['error'],
      },
    );
    expect(body).toContain('The outcome `max_turns` is not in `fail-on`, so the job passes.');
  });

  test('agent text is redacted, neutralized and cannot break the markup', () => {
    const evil = 'done @octocat #42 sup3r-s3cret-value </details> <script>alert(1)</script>\n```\nunclosed';
    const s = finished({
      finalText: evil,
      todos: [{ id: null, content: 'ping @org/team </details>', status: 'pending' }],
      toolCalls: [
        call({ id: 'x', name: 'Bash|<b>', input: { command: 'echo ``` | sup3r-s3cret-value @me' } }),
      ],
    });
    const body = renderComment(s, ctx);
    expect(body).not.toContain('sup3r-s3cret-value');
    expect(body).not.toMatch(/@[A-Za-z0-9]/);
    expect(body).not.toMatch(/#\d/);
    expect(body).not.toContain('<script');
    // Every </details> is one of ours (alone on its line), and they balance.
    expect(body.match(/<\/details>/g)?.length).toBe(body.match(/^<\/details>$/gm)?.length);
    expect(body.match(/<details>/g)?.length).toBe(body.match(/<\/details>/g)?.length);
    expect(body).toContain(`@${ZWSP}octocat`);
  });

  test('a huge summary still fits under 65,536 characters, dropping the oldest rows first', () => {
    const calls = Array.from({ length: 5_000 }, (_, i) =>
      call({ id: `c${i}`, name: 'Bash', input: { command: `echo ${'x'.repeat(500)} ${i}` }, startedAt: i }),
    );
    const s = finished({
      toolCalls: calls,
      finalText: 'y'.repeat(200_000),
      todos: Array.from({ length: 500 }, (_, i) => ({
        id: null,
        content: `todo ${i} ${'z'.repeat(400)}`,
        status: 'pending' as const,
      })),
    });
    const body = renderComment(s, ctx);
    expect(body.length).toBeLessThan(COMMENT_LIMIT);
    expect(body).toContain('| 5000 | Bash |');
    expect(body).not.toContain('| 1 | Bash |');
    expect(body).toMatch(/\*\d+ earlier calls in the step summary\*/);
    // Oldest first: the count of earlier calls heads the table, the newest call ends it.
    const numbers = [...body.matchAll(/^\| (\d+|…) \|/gm)].map((m) => m[1]);
    expect(numbers[0]).toBe('…');
    expect(numbers.at(-1)).toBe('5000');
    const shown = numbers.slice(1).map(Number);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  test('commentMarker cannot end the HTML comment early', () => {
    expect(commentMarker('a--b>c\nd')).toBe('<!-- narrator:a-bcd -->');
  });
});
