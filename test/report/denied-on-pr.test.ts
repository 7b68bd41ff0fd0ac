/**
 * A call asked on the pull request (an `ask` rule's card) and then parked, denied by a maintainer
 * or left unanswered is listed among the denied calls with how the PR decided it, never with an
 * `allowed-tools` rule to paste: the `ask` rule would still ask, and the card is where it is
 * answered. Found on a real parked Claude Code run, whose comment told the reader to paste
 * `allowed-tools: 'Bash(echo approved:*)'` beside "answer on the card". Hand-written summaries,
 * the conversation shaped as src/action/live/converse.ts records it.
 */
import { describe, expect, test } from 'vitest';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { deniedCalls } from '../../src/report/denied-calls.js';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import type { ConversationEntry } from '../../src/run/conversation.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

const redact = (s: string) => s;
const AT = Date.UTC(2026, 10, 28, 15, 28, 53);
const COMMAND = 'echo approved > ran.txt';

function asked(label: string, command: string, message: string): ConversationEntry {
  return { at: AT, kind: 'asked', label, tool: 'Bash', text: command, by: null, via: null, message };
}

function run(talk: ConversationEntry[], commands: string[]): RunSummary {
  return {
    ...emptySummary('claude-code'),
    status: 'finished',
    outcome: 'waiting_for_input',
    subtype: 'success',
    outcomeSource: 'terminal_frame',
    cwd: '/work/repo',
    permissionDenials: commands.map((command, i) => ({
      tool: 'Bash',
      toolUseId: `t${i}`,
      input: { command },
    })),
    conversation: talk,
  };
}

function views(s: RunSummary): Record<string, string> {
  const pieces: string[] = [];
  const t = new Transcript({ redact });
  t.finish();
  writeHtmlPage(s, t, { redact }, (p) => pieces.push(p));
  return {
    comment: renderComment(s, { now: AT, marker: commentMarker('k'), redact }),
    stepSummary: renderStepSummary(s, { redact }),
    log: renderText(s, { redact }),
    html: pieces.join(''),
  };
}

describe('denied calls the pull request decided', () => {
  test('a parked call: "parked as Q1", no allowed-tools line in any view', () => {
    const s = run(
      [
        asked(
          'Q1',
          COMMAND,
          "rule Bash(echo approved:*) · parked: the run ends and waits for a maintainer's answer",
        ),
      ],
      [COMMAND],
    );
    const d = deniedCalls(s, redact)!;
    expect(d.shown[0]).toMatchObject({ rule: null, onPr: 'parked as Q1: answer on its card' });
    expect(d.copyLine).toBeNull();
    expect(d.how).toMatch(/asked on the pull request/);
    for (const [name, text] of Object.entries(views(s))) {
      expect(text, name).not.toContain('allowed-tools:');
      expect(text, name).not.toContain('allow with');
      expect(text, name).toContain('parked as Q1: answer on its card');
    }
  });

  test("a maintainer's denial and a timeout say so; a call no card asked about keeps its rule", () => {
    const s = run(
      [
        asked('Q1', 'npm publish', 'rule Bash(npm publish:*)'),
        {
          at: AT + 1,
          kind: 'denied',
          label: 'Q1',
          tool: 'Bash',
          text: 'npm publish',
          by: 'maint',
          via: 'reaction',
          message: null,
        },
        asked('Q2', 'git push', 'rule Bash(git push:*)'),
        {
          at: AT + 2,
          kind: 'timed_out',
          label: 'Q2',
          tool: 'Bash',
          text: 'git push',
          by: null,
          via: 'timeout',
          message: 'no maintainer answered within 10m',
        },
      ],
      ['npm publish', 'git push', 'rm -rf build'],
    );
    const d = deniedCalls(s, redact)!;
    expect(d.shown.map((c) => c.onPr)).toEqual([
      'denied on the PR (Q1, by @maint)',
      'denied on the PR (Q2: no maintainer answered in time)',
      null,
    ]);
    expect(d.shown[2]!.rule).toBe('Bash(rm:*)');
    // Only the call the allow-list decided goes into the line to paste, and the usual advice stays.
    expect(d.copyLine).toBe("allowed-tools: 'Bash(rm:*)'");
    expect(d.how).toMatch(/allowed-tools/);
    const comment = views(s)['comment']!;
    expect(comment).toContain('`Bash` `npm publish` — denied on the PR (Q1, by @\u200bmaint)');
  });
});
