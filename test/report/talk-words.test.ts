/**
 * The talk record as a person reads it, as found on real runs: its clock times say they are UTC
 * (a reader's zone is not the runner's), and a request that parked the run says so, so the reader
 * of "⏸ Q1 Bash asked of a maintainer" knows the answer starts the next run rather than waiting
 * for a run that has ended. Hand-written entries, shaped as src/action/live/converse.ts records them.
 */
import { describe, expect, test } from 'vitest';
import { conversationBlock, conversationText } from '../../src/report/conversation.js';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import type { ConversationEntry } from '../../src/run/conversation.js';
import { emptySummary } from '../../src/run/summary.js';

const AT = Date.UTC(2026, 10, 28, 15, 28, 53);
const asked = (message: string): ConversationEntry => ({
  at: AT,
  kind: 'asked',
  label: 'Q1',
  tool: 'Bash',
  text: 'echo approved > ran.txt',
  by: null,
  via: null,
  message,
});
const PARKED = asked("rule Bash(echo approved:*) · parked: the run ends and waits for a maintainer's answer");
const WAITING = asked('rule Bash(echo approved:*)');

describe('the talk record', () => {
  test('the step summary gives it a section heading, as its other sections have', () => {
    const md = renderStepSummary(
      { ...emptySummary('claude-code'), conversation: [WAITING] },
      { redact: (s) => s },
    );
    expect(md).toContain('\n### Talk with the agent (times in UTC)\n');
    expect(md).not.toContain('**Talk with the agent**');
  });

  test('a parked request says the answer starts the next run; a waiting one does not', () => {
    expect(conversationText(PARKED)).toBe(
      '⏸ Q1 Bash asked of a maintainer: echo approved > ran.txt — parked: the answer on its card starts the next run',
    );
    expect(conversationText(WAITING)).toBe('⏸ Q1 Bash asked of a maintainer: echo approved > ran.txt');
  });

  test('its times say they are UTC, in the markdown and in the record', () => {
    const block = conversationBlock([WAITING], (s) => s);
    expect(block.split('\n')[0]).toBe('**Talk with the agent** (times in UTC)');
    expect(block).toContain('`15:28:53`');
    const pieces: string[] = [];
    const t = new Transcript({ redact: (s) => s });
    t.finish();
    writeHtmlPage({ ...emptySummary('claude-code'), conversation: [WAITING] }, t, { redact: (s) => s }, (p) =>
      pieces.push(p),
    );
    expect(pieces.join('')).toContain('<h2>Talk with the agent (1)</h2><p class="muted">Times in UTC.</p>');
  });
});
