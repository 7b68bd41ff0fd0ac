/**
 * The views rendered from summaries folded from REAL Claude Code captures
 * (test/fixtures/claude-code/). Golden files pin the whole text; the assertions next to them
 * were written by reading each capture's stream, so a golden rewrite cannot hide a wrong story.
 */
import { describe, expect, test } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { type Annotation, annotationsFor, initialAnnotationState } from '../../src/report/annotations.js';
import { renderComment } from '../../src/report/comment.js';
import { outputsFor } from '../../src/report/outputs.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { eventLines, renderText } from '../../src/report/terminal.js';
import { reduce } from '../../src/run/reducer.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { captureEvents, foldCapture } from '../support/captures.js';
import { expectGolden } from './golden.js';

const { redact } = createRedactor({ secrets: [] });
const RUN_URL = 'https://github.com/o/r/actions/runs/1';
const ctxFor = (s: RunSummary) => ({
  now: s.lastEventAt ?? 0,
  marker: '<!-- narrator:agent.yml/review -->',
  runUrl: RUN_URL,
  stepSummaryUrl: `${RUN_URL}#summary`,
  redact,
  limits: { maxTurns: 1, maxBudgetUsd: 0.05 },
});

const SCENARIOS = [
  '03-tools',
  '04-tool-errors',
  '04b-permission-denied-default-mode',
  '05-max-turns-1',
  '06a-retry-529-then-ok',
  '06c-persistent-500',
  '08-long-run-30-tools',
  '10a-max-budget-usd',
  '10b-sigterm-during-tool',
  '10g-subagent-foreground',
  '10h-edit-write',
] as const;

function logOf(name: string): string {
  let s = emptySummary('claude-code');
  const lines: string[] = [];
  for (const e of captureEvents(name)) {
    s = reduce(s, e);
    lines.push(...eventLines(e, s, { redact }));
  }
  return `${lines.join('\n')}\n\n${renderText(s, { redact })}`;
}

describe.each(SCENARIOS)('capture %s', (name) => {
  const s = foldCapture(name);
  test('comment, step summary and job log match their golden files', () => {
    expectGolden(`comment/${name}.md`, renderComment(s, ctxFor(s)));
    expectGolden(`step-summary/${name}.md`, renderStepSummary(s, ctxFor(s)));
    expectGolden(`terminal/${name}.txt`, logOf(name));
  });
});

describe('what the views say about the real captures', () => {
  test('03-tools: finished, two calls, cost and the final answer', () => {
    const s = foldCapture('03-tools');
    const body = renderComment(s, ctxFor(s));
    expect(body.startsWith('<!-- narrator:agent.yml/review -->\n')).toBe(true);
    expect(body).toMatch(/^### ✅ Claude finished · 0\.5 s · 3 turns · 2 tool calls · \$0\.04$/m);
    expect(body).toContain('> The repo contains a README, package.json and `src/add.js` with its test.');
    expect(body).toContain('| 1 | Bash | `ls -la` | ✓ | 78\u00a0ms |');
    expect(body).toContain('session `2f0021f8`');
    const out = outputsFor(s);
    expect(out.outcome).toBe('success');
    expect(out.conclusion).toBe('success');
    expect(out['tool-calls']).toBe('2');
    expect(out['cost-usd']).toBe('0.04274');
  });

  test('06c: is_error with subtype success is a failure, with the retries and the fail-on note', () => {
    const s = foldCapture('06c-persistent-500');
    const body = renderComment(s, ctxFor(s));
    expect(body).toContain('### ❌ Claude stopped: API error after 10 retries');
    expect(body).toContain('API Error: 500 Internal server error');
    expect(body).toContain('`subtype: success` with `is_error: true`');
    expect(body).toContain('This job failed because the outcome `error` is in `fail-on`.');
    // The CLI reported total_cost_usd 0 for the failed call: that is a reported $0.00, not n/a.
    expect(body).toContain('$0.00');
    expect(outputsFor(s).conclusion).toBe('failure');
    expect(outputsFor(s).retries).toBe('10');
  });

  test('10b: SIGTERM without a result is cancelled; cost unreported is n/a, never $0', () => {
    const s = foldCapture('10b-sigterm-during-tool');
    const body = renderComment(s, ctxFor(s));
    expect(body).toMatch(/^### ⏹ Claude was cancelled/m);
    expect(body).toContain('cost n/a');
    expect(body).not.toContain('$0.00');
    expect(body).toContain('✗ exit 137');
    expect(renderStepSummary(s, ctxFor(s))).toMatch(/\| Cost \| n\/a \|/);
    expect(outputsFor(s)['cost-usd']).toBe('');
  });

  test('05: max turns says the limit', () => {
    const s = foldCapture('05-max-turns-1');
    expect(renderComment(s, ctxFor(s))).toMatch(/^### 🔁 Claude reached max turns \(limit 1\)/m);
  });

  test('10g: subagent calls carry their parent in the step summary', () => {
    const s = foldCapture('10g-subagent-foreground');
    const child = s.toolCalls.findIndex((c) => c.parentId !== null);
    expect(child).toBeGreaterThan(0);
    const parentNo = s.toolCalls.findIndex((c) => c.id === s.toolCalls[child]!.parentId) + 1;
    expect(renderStepSummary(s, ctxFor(s))).toMatch(
      new RegExp(`\\| ${child + 1} \\| [^\\n]* \\| ↳ ${parentNo} \\|`),
    );
  });

  test('08 mid-run: a running comment with a Now line or thinking, and the tool table', () => {
    const events = captureEvents('08-long-run-30-tools').filter((e) => e.kind !== 'exit');
    let s = emptySummary('claude-code');
    for (const e of events.slice(0, Math.floor(events.length / 2))) s = reduce(s, e);
    expect(s.status).toBe('running');
    const ctx = { ...ctxFor(s), now: (s.lastEventAt ?? 0) + 5_000 };
    const body = renderComment(s, ctx);
    expectGolden('comment/08-long-run-30-tools.mid-run.md', body);
    expect(body).toMatch(/^### 🔄 Claude is working · \S+ s · claude-opus-5-5$/m);
    expect(body).toMatch(/\*\*Now:\*\* /);
    // Claude reports cost only on its result frame, so mid-run the cost is unknown, not $0.
    expect(body).toContain('cost n/a');
    expect(body).not.toMatch(/\$0\.00/);
  });

  test('annotations over a whole capture: tool errors as warnings, failure as error', () => {
    for (const name of SCENARIOS) {
      let s = emptySummary('claude-code');
      let state = initialAnnotationState();
      const all: Annotation[] = [];
      for (const e of captureEvents(name)) {
        s = reduce(s, e);
        const r = annotationsFor(e, s, state, { redact, workspace: '/home/runner/work/app/app' });
        state = r.state;
        all.push(...r.annotations);
      }
      const errors = s.toolCalls.filter((c) => c.status === 'error').length;
      const warnings = all.filter((a) => a.level === 'warning' && a.title.startsWith('Tool error'));
      expect(warnings.length, name).toBe(Math.min(errors, 10));
      const failing = s.outcome !== 'success';
      expect(
        all.some((a) => a.level === 'error'),
        name,
      ).toBe(failing);
    }
  });
});
