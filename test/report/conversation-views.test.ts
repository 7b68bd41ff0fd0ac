// The record of talking to the agent (summary.conversation) in every view: the comment, the step
// summary, the HTML record, summary.json and the OpenTelemetry trace. The entries are
// hand-written, shaped as src/action/live/converse.ts records them.
import { describe, expect, test } from 'vitest';
import { renderComment } from '../../src/report/comment.js';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { toContractJson } from '../../src/run/contract.js';
import type { ConversationEntry } from '../../src/run/conversation.js';
import type { RunSummary } from '../../src/run/summary.js';
import { runTrace } from '../../src/telemetry/trace.js';
import { finished } from './hand-written-summaries.js';

const AT = Date.UTC(2026, 10, 28, 12, 0, 0);
const TALK: ConversationEntry[] = [
  {
    at: AT,
    kind: 'asked',
    label: 'Q1',
    tool: 'Bash',
    text: 'npm publish',
    by: null,
    via: null,
    message: 'rule Bash(npm publish:*)',
  },
  {
    at: AT + 65_000,
    kind: 'allowed',
    label: 'Q1',
    tool: 'Bash',
    text: 'npm publish',
    by: 'maint',
    via: 'reaction',
    message: null,
  },
  {
    at: AT + 70_000,
    kind: 'steer',
    label: null,
    tool: null,
    text: 'use the v2 API <img src=x>',
    by: 'maint',
    via: 'command',
    message: null,
  },
  {
    at: AT + 71_000,
    kind: 'timed_out',
    label: 'Q2',
    tool: 'WebFetch',
    text: 'https://x',
    by: null,
    via: 'timeout',
    message: 'no maintainer answered within 10m',
  },
];

const summary = (): RunSummary => finished({ conversation: TALK });
const redact = (s: string) => s.replace(/npm publish/g, 'npm ***');

describe('summary.conversation in every view', () => {
  test('the comment and the step summary list who did what, when', () => {
    const comment = renderComment(summary(), { now: AT + 80_000, marker: 'k', redact });
    const steps = renderStepSummary(summary(), { redact });
    expect(comment).toContain('**Talk with the agent**');
    expect(steps).toContain('### Talk with the agent');
    for (const body of [comment, steps]) {
      expect(body).toContain('`12:01:05` ✅ Q1 allowed by @\u200bmaint (👍)');
      expect(body).toContain("📨 @\u200bmaint: 'use the v2 API &lt;\u200bimg src=x&gt;'");
      expect(body).toContain('⌛ Q2 denied: no maintainer answered within 10m');
      expect(body).toContain('Bash asked of a maintainer: npm ***');
      expect(body).not.toContain('npm publish');
    }
  });

  test('the HTML record has the same trail', () => {
    const pieces: string[] = [];
    const t = new Transcript({ redact });
    t.finish();
    writeHtmlPage(summary(), t, { redact }, (p) => pieces.push(p));
    const page = pieces.join('');
    expect(page).toContain('<h2>Talk with the agent (4)</h2>');
    expect(page).toContain('<time>12:01:05</time> ✅ Q1 allowed by @maint (👍)');
    expect(page).not.toContain('<img src=x>');
  });

  test('summary.json adds the field; a run nobody talked to has none', () => {
    expect(toContractJson(summary())['conversation']).toEqual(TALK);
    expect(toContractJson(finished({}))).not.toHaveProperty('conversation');
  });

  test('the trace carries each entry as an event on the root span', () => {
    const root = runTrace(summary(), [], { agent: 'claude', requestModel: null, failed: false, redact });
    const talk = root.events.filter((e) => e.name.startsWith('talk.'));
    expect(talk.map((e) => e.name)).toEqual(['talk.asked', 'talk.allowed', 'talk.steer', 'talk.timed_out']);
    expect(talk[1]?.attributes).toMatchObject({
      'narrator.talk.by': 'maint',
      'narrator.talk.via': 'reaction',
      'narrator.talk.request': 'Q1',
    });
    expect(talk[0]?.attributes['narrator.talk.text']).toBe('npm ***');
  });
});

describe('a deferred steer delivered by a later run', () => {
  test('the comment, the step summary, the HTML record and the trace say where it came from', () => {
    const delivered: ConversationEntry = {
      at: AT,
      kind: 'steer_delivered',
      label: null,
      tool: null,
      text: 'use the v2 API',
      by: 'maint',
      via: 'command',
      message: 'delivered from run 101',
    };
    const s = finished({ conversation: [delivered] });
    const line = "📨 @\u200bmaint: 'use the v2 API' — delivered from run 101";
    expect(renderComment(s, { now: AT + 1_000, marker: 'k', redact })).toContain(line);
    expect(renderStepSummary(s, { redact })).toContain(line);
    const pieces: string[] = [];
    const t = new Transcript({ redact });
    t.finish();
    writeHtmlPage(s, t, { redact }, (p) => pieces.push(p));
    expect(pieces.join('')).toContain('@maint: &#39;use the v2 API&#39; — delivered from run 101');
    const root = runTrace(s, [], { agent: 'claude', requestModel: null, failed: false, redact });
    expect(root.events.map((e) => e.name)).toContain('talk.steer_delivered');
  });
});
