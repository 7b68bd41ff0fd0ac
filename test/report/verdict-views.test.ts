/**
 * Every view renders the ONE verdict (src/run/verdict.ts) and decides nothing itself: over every
 * outcome × `fail-on` (with it, without it) × a setup that never started the agent × a leg record
 * whose name was taken, the `conclusion` output, the check run's conclusion and summary, the
 * comment, the step summary, the job log's final lines, the exit's annotation, the HTML record's
 * badge and the leg record (its board row) all give the verdict a hand-written oracle expects. The bundle runs of
 * test/action/verdict-e2e.test.ts hold a few of these through dist/index.js.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildLegRecord } from '../../src/board/record.js';
import { annotationsFor, initialAnnotationState } from '../../src/report/annotations.js';
import { checkConclusion, checkOutput } from '../../src/report/check-output.js';
import { renderComment } from '../../src/report/comment.js';
import type { RedactFn, ViewContext } from '../../src/report/context.js';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { notStartedOutputs, outputsFor } from '../../src/report/outputs.js';
import { renderNotStartedSummary, renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import { decideVerdict, type VerdictFacts } from '../../src/run/verdict.js';
import { legVerdict } from '../../src/sinks/board/leg-record.js';
import { leftoverVerdict } from '../../src/sinks/leftover-run.js';
import { OUTCOMES, type Outcome } from '../../src/stream/events.js';

const NOW = 1_700_000_000_000;

/** A finished run with `outcome` (hand-written: only what the views read). */
function finished(outcome: Outcome): RunSummary {
  return {
    ...emptySummary('claude-code'),
    status: 'finished',
    outcome,
    outcomeSource: 'terminal_frame',
    errorMessage: outcome === 'success' ? null : `the run ended ${outcome}`,
    finalText: 'done',
    durationMs: 1_000,
  };
}

type Said = 'fails' | 'passes' | 'silent' | 'both';

/** What a rendered text says of the job. */
function said(text: string): Said {
  const fails = /This job failed because/.test(text);
  const passes = /so the job passes/.test(text);
  return fails && passes ? 'both' : fails ? 'fails' : passes ? 'passes' : 'silent';
}

interface Case {
  outcome: Outcome;
  inFailOn: boolean;
  setup: boolean;
  taken: boolean;
}

const CASES: Case[] = OUTCOMES.flatMap((outcome) =>
  [true, false].flatMap((inFailOn) =>
    [false, true].flatMap((setup) => [false, true].map((taken) => ({ outcome, inFailOn, setup, taken }))),
  ),
);

describe('the verdict in every view, over every combination', () => {
  it('covers every outcome × fail-on × setup failure × record taken', () => {
    expect(CASES).toHaveLength(OUTCOMES.length * 8);
  });

  it.each(CASES)('$outcome, in fail-on: $inFailOn, setup failed: $setup, record taken: $taken', (c) => {
    // The oracle, written out: a run that never started or whose record name was taken fails
    // whatever fail-on says; otherwise the outcome in fail-on fails it.
    const fails = c.setup || c.taken || c.inFailOn;
    const failOn = c.inFailOn ? [c.outcome] : OUTCOMES.filter((o) => o !== c.outcome);
    const facts: VerdictFacts = {
      setupFailure: c.setup
        ? { stage: 'setup', reason: "input 'command': '/nonexistent/agent' was not found" }
        : null,
      recordTaken: c.taken ? 'another process uploaded this leg record first' : null,
    };
    const summary = finished(c.outcome);
    const verdict = decideVerdict(summary, failOn, facts);
    expect(verdict).toMatchObject({ fails, conclusion: fails ? 'failure' : 'success', outcome: c.outcome });
    expect(verdict.source).toBe(c.setup ? 'setup' : c.taken ? 'record_taken' : 'outcome');

    // The final views get the verdict; their fail-on alone would say otherwise for a setup or a
    // taken record (it is the opposite list when the outcome is not in fail-on).
    const ctx: ViewContext & { redact: RedactFn } = {
      failOn,
      verdict,
      now: NOW,
      runUrl: 'https://github.com/o/r/actions/runs/1',
      redact: (s) => s,
    };
    const word = fails ? 'fails' : 'passes';
    // Success passes silently unless something else failed it.
    const note: Said = !fails && c.outcome === 'success' ? 'silent' : word;

    // A parked run (waiting_for_input) waits for a person: neither view says success, and the
    // check asks for action whether or not fail-on names it (docs/outcome.md).
    const parked = c.outcome === 'waiting_for_input' && verdict.source === 'outcome';
    expect(outputsFor(summary, ctx).conclusion).toBe(parked && !fails ? 'neutral' : verdict.conclusion);
    const check = checkConclusion(verdict);
    if (parked) expect(check).toBe('action_required');
    else expect(check === 'success' ? 'passes' : 'fails').toBe(word);
    expect(said(checkOutput(summary, { ...ctx, now: NOW, redact: (s) => s }).summary)).toBe(note);
    expect(said(renderComment(summary, { ...ctx, now: NOW, marker: '', redact: (s) => s }))).toBe(note);
    expect(said(renderStepSummary(summary, ctx))).toBe(note);
    expect(said(renderText(summary, ctx))).toBe(note);

    // The HTML record's outcome badge.
    const transcript = new Transcript({ redact: (s) => s });
    transcript.finish();
    let page = '';
    writeHtmlPage(summary, transcript, ctx, (piece) => {
      page += piece;
    });
    expect(page).toContain(`<span class="outcome ${fails ? 'bad' : 'good'}">`);

    const leg = legVerdict(summary, verdict, ctx);
    expect(leg.failed).toBe(fails);
    expect(leg.reason === null).toBe(!fails);
    const record = buildLegRecord({
      summary,
      identity: {
        workflow: 'w',
        job: 'j',
        matrix: null,
        jobIndex: null,
        commentKey: null,
        runAttempt: 1,
        runnerName: null,
        jobId: null,
      },
      agent: null,
      failed: leg.failed,
      reason: leg.reason,
      startedAt: NOW,
      endedAt: NOW + 1_000,
    });
    expect(record.conclusion).toBe(verdict.conclusion);

    // The exit's annotation: an error when the job fails, a warning when it passes anyway.
    if (c.outcome !== 'success') {
      const { annotations } = annotationsFor(
        {
          kind: 'exit',
          at: NOW,
          exitCode: 1,
          signal: null,
          stderrTail: null,
          stoppedBy: null,
          limitMs: null,
        } as never,
        summary,
        initialAnnotationState(),
        { ...ctx },
      );
      const failure = annotations.find((a) => a.level === 'error' || a.level === 'warning');
      expect(failure?.level).toBe(fails ? 'error' : 'warning');
    }
  });

  it('a run with no outcome fails: nothing is success by default', () => {
    expect(decideVerdict({ outcome: null }, [])).toMatchObject({
      fails: true,
      conclusion: 'failure',
      source: 'no_outcome',
    });
    expect(decideVerdict(null, [], {})).toMatchObject({ fails: true, source: 'no_outcome' });
  });

  it("Narrator's own crash fails the job whatever the views said before, and says so", () => {
    const verdict = decideVerdict(finished('success'), ['error'], { crash: 'Narrator crashed: TypeError' });
    expect(verdict).toMatchObject({ fails: true, conclusion: 'failure', source: 'crash' });
    const ctx: ViewContext & { redact: RedactFn } = { verdict, now: NOW, redact: (s) => s };
    expect(outputsFor(finished('success'), ctx).conclusion).toBe('failure');
    expect(renderStepSummary(finished('success'), ctx)).toContain(
      'This job failed because Narrator itself failed',
    );
    const early = renderNotStartedSummary(
      decideVerdict(null, [], { crash: 'Narrator crashed: TypeError' }),
      {},
    );
    expect(early).toMatch(/^## ❌ Narrator failed\n\n> Narrator crashed: TypeError\n/);
    expect(notStartedOutputs(verdict)).toEqual({
      conclusion: 'failure',
      error: 'Narrator crashed: TypeError',
    });
  });

  it('the bug, at the unit level: a setup failure under fail-on: none is never "the job passes"', () => {
    const summary = finished('error');
    const verdict = decideVerdict(summary, [], { setupFailure: { stage: 'setup', reason: 'not found' } });
    const ctx: ViewContext & { redact: RedactFn } = { failOn: [], verdict, now: NOW, redact: (s) => s };
    expect(renderStepSummary(summary, ctx)).toContain(
      'This job failed because the agent never started, whatever `fail-on` says.',
    );
    expect(outputsFor(summary, ctx).conclusion).toBe('failure');
  });
});

describe("the post step's verdict of a leftover: never a pass; the saved facts only add a reason", () => {
  const KEYS = ['STATE_narrator-verdict-facts', 'INPUT_FAIL-ON'];
  const saved = (failOn: string, facts: string | undefined) => {
    process.env['INPUT_FAIL-ON'] = failOn;
    if (facts === undefined) delete process.env['STATE_narrator-verdict-facts'];
    else process.env['STATE_narrator-verdict-facts'] = facts;
  };
  afterEach(() => {
    for (const k of KEYS) delete process.env[k];
  });

  it('a setup failure the main step saved fails the leftover views too, whatever fail-on says', () => {
    saved('', JSON.stringify({ setupFailure: { stage: 'setup', reason: 'not found' }, recordTaken: null }));
    expect(leftoverVerdict(finished('error'))).toMatchObject({ fails: true, source: 'setup' });
  });

  it('a taken record the main step saved fails them too', () => {
    saved('error', JSON.stringify({ setupFailure: null, recordTaken: 'taken' }));
    expect(leftoverVerdict(finished('success'))).toMatchObject({ fails: true, source: 'record_taken' });
  });

  it('no saved facts (the main step was killed) or garbled ones: the outcome fails, whatever fail-on says', () => {
    for (const failOn of ['error', 'none', '']) {
      saved(failOn, undefined);
      expect(leftoverVerdict(finished('cancelled'))).toMatchObject({ fails: true, source: 'outcome' });
    }
    for (const garbled of ['{', '"x"', 'null', '{"setupFailure":{"stage":"gate","reason":1}}']) {
      saved('error', garbled);
      expect(leftoverVerdict(finished('cancelled'))).toMatchObject({ fails: true, source: 'outcome' });
    }
  });
});
