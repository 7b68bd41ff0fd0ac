/**
 * Property: whatever an agent prints, the job-log lines Narrator writes (src/report/terminal.ts,
 * printed with core.info) never issue a workflow command — no line starting with `::` after
 * leading whitespace (the runner's TrimStart), no legacy `##[` anywhere — carry no secret and no
 * control character. Streams are built from hostile pieces placed in every field a log line shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/report/redact.js';
import { logEntries, renderText } from '../../src/report/terminal.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';

const SECRET = 'Job-Log-Secret-7781';
const { redact } = createRedactor({ secrets: [SECRET] });

const piece = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '\n',
      '\r\n',
      '\r',
      '::',
      '::error::x',
      '::add-mask::y',
      '::stop-commands::t',
      '  ::warning title=a::b',
      '\u2003::notice::c',
      '##[',
      '##[group]g',
      '#',
      '[',
      '\u001b[31m',
      '\u009b',
      '\u0000',
      SECRET,
      // the secret with a control character inside: stripping it must not reassemble the secret
      `${SECRET.slice(0, 7)}\u0007${SECRET.slice(7)}`,
      'text',
      ' ',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
);
const hostile = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));

function stream(f: Record<string, string>): Buffer {
  const s = 's';
  const frames = [
    { type: 'system', subtype: 'init', session_id: f['session'], model: f['model'], tools: ['Bash'] },
    {
      type: 'assistant',
      session_id: s,
      parent_tool_use_id: null,
      message: {
        id: 'm1',
        role: 'assistant',
        model: f['model'],
        content: [
          { type: 'text', text: f['text'] },
          {
            type: 'tool_use',
            id: 't1',
            name: f['tool'],
            input: { command: f['command'], description: f['desc'] },
          },
        ],
      },
    },
    {
      type: 'user',
      session_id: s,
      parent_tool_use_id: null,
      message: {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: f['output'] }],
      },
    },
    { type: 'result', subtype: 'success', is_error: f['fail'] === 'y', result: f['result'], session_id: s },
  ];
  return Buffer.from(`${frames.map((x) => JSON.stringify(x)).join('\n')}\n`);
}

/** What the runner would see: every physical line of every core.info / group title. */
function assertLogSafe(text: string): void {
  for (const line of text.split(/\r\n|\r|\n/)) {
    // .NET TrimStart trims Unicode white space; \s is JS's equivalent set.
    expect(line.replace(/^\s+/, '').startsWith('::'), line).toBe(false);
    expect(line).not.toContain('##[');
    expect(line).not.toContain(SECRET);
    expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/);
  }
}

describe('job log lines from hostile streams', () => {
  it('issue no workflow command, hold no secret and no control character', () => {
    fc.assert(
      fc.property(
        fc.record({
          session: hostile,
          model: hostile,
          text: hostile,
          tool: hostile,
          command: hostile,
          desc: hostile,
          output: hostile,
          result: hostile,
          fail: fc.constantFrom('y', 'n'),
        }),
        (fields) => {
          const lines: string[] = [];
          const fold = new RunFold({
            dialect: 'claude-code',
            onEvent: (event, summary) => {
              for (const e of logEntries(event, summary, { redact })) lines.push(e.text);
            },
          });
          fold.pushBytes(stream(fields), 1);
          const s = fold.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 2);
          lines.push(renderText(s, { redact }));
          for (const text of lines) assertLogSafe(text);
        },
      ),
      { numRuns: 300 },
    );
  });
});
