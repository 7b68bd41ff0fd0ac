/**
 * Property: whatever an agent prints, the job log the Action writes for it — every line of every
 * core.info, group title, annotation and the final block, printed through src/runner/core.ts as
 * src/sinks/job-log/live.ts does — holds no workflow command by the runner's own rule
 * (test/support/runner-commands.ts: lines end at \r \n only, .NET white space trimmed before `::`,
 * legacy `##[` anywhere) other than the ones Narrator issues itself, no secret, and, in the lines
 * it prints as text, no control character. Streams are built from hostile pieces placed in every
 * field a log line shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claudeStream } from '../support/hostile-streams.js';
import { actionJobLog, foreignCommands } from '../support/job-log.js';
import { couldBeCommand, runnerLines } from '../support/runner-commands.js';

const SECRET = 'Job-Log-Secret-7781';

const piece = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '\n',
      '\r\n',
      '\r',
      '\u0085',
      '\u2028',
      '\u00a0',
      '\u3000',
      '\ufeff',
      '::',
      '::error::x',
      '::add-mask::y',
      '::stop-commands::t',
      '  ::warning title=a::b',
      '\u2003::notice::c',
      '\u0085::set-output name=o::v',
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

describe('the job log of hostile streams', () => {
  it('issues no workflow command of the agent, holds no secret, prints no control character', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          session: hostile,
          model: hostile,
          text: hostile,
          todo: hostile,
          tool: hostile,
          command: hostile,
          description: hostile,
          output: hostile,
          denied: hostile,
          result: hostile,
          fail: fc.boolean(),
        }),
        async (fields) => {
          const log = await actionJobLog(claudeStream(fields), [SECRET]);
          expect(foreignCommands(log)).toEqual([]);
          for (const line of runnerLines(log)) {
            expect(line).not.toContain(SECRET);
            // Text lines (not our own commands, whose data @actions/core escapes) are terminal-safe.
            if (!couldBeCommand(line)) expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u009b]/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
