/**
 * The HTML record's timeline names its ends (0 and the run's length) as text under the chart, not
 * inside it: the chart scales with the page, and at a phone's 390 px its own 11-unit text came out
 * about 4 px high (seen on the record of every real run). Hand-written summary with two timed calls.
 */
import { expect, test } from 'vitest';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';
import type { ToolCall } from '../../src/run/tool-call.js';

const call = (id: string, startedAt: number, endedAt: number): ToolCall =>
  ({
    ...({} as ToolCall),
    id,
    name: 'Bash',
    input: { command: 'ls' },
    status: 'ok',
    startedAt,
    endedAt,
    durationMs: endedAt - startedAt,
  }) as ToolCall;

test('the axis is text under the chart, the chart has no text of its own', () => {
  const s: RunSummary = {
    ...emptySummary('claude-code'),
    status: 'finished',
    outcome: 'success',
    outcomeSource: 'terminal_frame',
    startedAt: 1_000,
    lastEventAt: 3_400,
    toolCalls: [call('a', 1_200, 1_900), call('b', 2_000, 3_000)],
  };
  const pieces: string[] = [];
  const t = new Transcript({ redact: (x) => x });
  t.finish();
  writeHtmlPage(s, t, { redact: (x) => x }, (p) => pieces.push(p));
  const doc = pieces.join('');
  const svg = /<svg class="timeline"[^>]*>([\s\S]*?)<\/svg>/.exec(doc)?.[1] ?? '';
  expect(svg).toContain('<rect class="ok"');
  expect(svg).not.toContain('<text');
  expect(doc).toContain(
    '</svg>\n<div class="axis" aria-hidden="true"><span>0</span><span>2.4 s</span></div>',
  );
});
