/**
 * Bidi controls from the agent (the "Trojan Source" trick: `rm -rf \u202E/ tsil` reads as
 * `rm -rf list /`) are shown as `‹U+202E›` in every view a person reads: the job log with its
 * groups and annotations (printed through src/runner/core.ts, as the Action does), the comment and
 * the step summary. A secret split by one is still masked: the marker comes after redaction.
 */
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/redact/redact.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import { claudeStream, type StreamFields } from '../support/hostile-streams.js';
import { actionJobLog } from '../support/job-log.js';

const CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const ANY_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;
const SECRET = 'Bidi-Secret-Value-4471';
const SPLIT = `${SECRET.slice(0, 6)}\u202e${SECRET.slice(6)}`;

function fields(fail: boolean): StreamFields {
  // Every control in every field a view shows.
  const all = CONTROLS.join('x');
  return {
    session: `session\u202e1`,
    model: `model\u2067${all}`,
    text: `I ran \u202egnp.exe ${all}`,
    todo: `plan \u2066x\u2069 ${all}`,
    tool: `Bash\u202e${all}`,
    command: `rm -rf \u202e/ tsil ${all}`,
    description: `list files\u202d${all}`,
    output: `out ${SPLIT} ${all}`,
    denied: `cat \u202bsecrets ${all}`,
    result: `done \u202a ${SPLIT} ${all}`,
    fail,
  };
}

function expectShownNotApplied(text: string): void {
  expect(text).not.toMatch(ANY_CONTROL);
  expect(text).toContain('‹U+202E›');
  expect(text).not.toContain(SECRET);
  // The two halves around the marker would give the secret away as surely as the secret itself.
  expect(text).not.toContain(`${SECRET.slice(0, 6)}‹U+202E›${SECRET.slice(6)}`);
}

describe('bidi controls from the agent', () => {
  for (const fail of [false, true]) {
    it(`are shown, never applied, in the job log and its annotations (${fail ? 'failed' : 'successful'} run)`, async () => {
      const log = await actionJobLog(claudeStream(fields(fail)), [SECRET]);
      expectShownNotApplied(log);
      // The annotations carry them too (a tool error, the denial, the outcome).
      expect(log).toMatch(/^::(warning|error|notice) .*‹U\+202E›/m);
    });

    it(`are shown, never applied, in the comment and the step summary (${fail ? 'failed' : 'successful'} run)`, () => {
      const { redact } = createRedactor({ secrets: [SECRET] });
      const fold = new RunFold({ dialect: 'claude-code' });
      fold.pushBytes(Buffer.from(claudeStream(fields(fail))), 1);
      const summary = fold.end({ ...UNKNOWN_EXIT, exitCode: fail ? 1 : 0 }, 2);
      expectShownNotApplied(renderComment(summary, { now: 3, marker: commentMarker('bidi'), redact }));
      expectShownNotApplied(renderStepSummary(summary, { redact }));
    });
  }
});
