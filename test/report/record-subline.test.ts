/**
 * The HTML record's line under its title gives what the title does not (the model, the session,
 * the job log), not the outcome phrase again: a real parked run read "Claude is waiting for a
 * maintainer" over "is waiting for a maintainer · model …". Hand-written summaries.
 */
import { describe, expect, test } from 'vitest';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

const redact = (s: string) => s;

function page(s: RunSummary, runUrl?: string): string {
  const pieces: string[] = [];
  const t = new Transcript({ redact });
  t.finish();
  writeHtmlPage(s, t, { redact, ...(runUrl ? { runUrl } : {}) }, (p) => pieces.push(p));
  return pieces.join('');
}

const subline = (doc: string) => /<\/h1>\s*<p class="muted">(.*?)<\/p>/s.exec(doc)?.[1] ?? null;

describe("the record's line under its title", () => {
  test('a parked run: the model, the session and the job log, not "is waiting for a maintainer" again', () => {
    const s: RunSummary = {
      ...emptySummary('claude-code'),
      status: 'finished',
      outcome: 'waiting_for_input',
      outcomeSource: 'terminal_frame',
      model: 'claude-opus-5-5',
      sessionId: 'ceba1061-30b5-48d4-b54e-dd7e17f3c70f',
    };
    const doc = page(s, 'https://github.com/o/r/actions/runs/1');
    expect(subline(doc)).toBe(
      'model claude-opus-5-5 · session ceba1061-30b5-48d4-b54e-dd7e17f3c70f · <a href="https://github.com/o/r/actions/runs/1">job log</a>',
    );
  });

  test('nothing known: no empty line', () => {
    const s: RunSummary = {
      ...emptySummary('cursor'),
      status: 'finished',
      outcome: 'success',
      outcomeSource: 'terminal_frame',
    };
    expect(subline(page(s))).toBeNull();
  });
});
