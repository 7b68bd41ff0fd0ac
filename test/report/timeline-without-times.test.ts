/**
 * A stream read without its times (`narrator render` of a Cursor or caliban stream without
 * --timing: every line at the same moment) has no timeline to draw. The HTML record says "No
 * timeline"; the step summary charted every call from 0 to 1 ms, a gantt that said nothing and
 * disagreed with the record. Found rendering the published Cursor sample (a hand-written fixture,
 * test/fixtures/cursor/success-tools.jsonl).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { RunFold } from '../../src/run/fold.js';
import { foldFixture } from '../support/dialect-fixtures.js';
import { REPO_ROOT } from '../support/fake-agents.js';

const redact = (s: string) => s;

/** The fixture folded with every line read at the same moment, as a stream without times is. */
function foldAtOnce(): ReturnType<RunFold['end']> {
  const bytes = readFileSync(path.join(REPO_ROOT, 'test/fixtures/cursor/success-tools.jsonl'));
  const fold = new RunFold({ dialect: 'cursor' });
  fold.pushBytes(bytes, 0);
  return fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 0);
}

function record(s: ReturnType<RunFold['end']>): string {
  const pieces: string[] = [];
  const t = new Transcript({ redact });
  t.finish();
  writeHtmlPage(s, t, { redact }, (p) => pieces.push(p));
  return pieces.join('');
}

describe('the timeline of a stream without times', () => {
  test('the step summary draws none, as the record says none', () => {
    const s = foldAtOnce();
    expect(s.toolCalls.length).toBe(5);
    expect(record(s)).toContain('No timeline: the stream carries no times.');
    const md = renderStepSummary(s, { redact });
    expect(md).not.toContain('### Timeline');
    expect(md).not.toContain('gantt');
    expect(md).toContain('### Tool calls (5');
  });

  test('the same stream read over time still has its chart', () => {
    const md = renderStepSummary(foldFixture('cursor', 'success-tools.jsonl'), { redact });
    expect(md).toContain('### Timeline');
  });
});
