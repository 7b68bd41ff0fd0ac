// Terminal escape sequences out of what a CLI wrote to stderr (src/run/ansi.ts), and the reducer
// applying it to every run's stderr tail, whatever the agent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripAnsi } from '../../src/run/ansi.js';
import { RunFold } from '../../src/run/fold.js';

const ESC = '\u001b';

describe('stripAnsi', () => {
  it('removes what real CLIs print: colours, bold, resets (opencode on a pipe)', () => {
    expect(
      stripAnsi(
        `${ESC}[93m${ESC}[1m! ${ESC}[0mpermission requested: external_directory (/etc/*); auto-rejecting`,
      ),
    ).toBe('! permission requested: external_directory (/etc/*); auto-rejecting');
    expect(stripAnsi(`${ESC}[38;5;196mError${ESC}[39m: ${ESC}[1;31mboom${ESC}[22;39m`)).toBe('Error: boom');
  });

  it('removes cursor moves and erases, OSC titles and hyperlinks, charset switches, 8-bit CSI', () => {
    expect(stripAnsi(`${ESC}[2K${ESC}[1G${ESC}[?25lprogress${ESC}[?25h`)).toBe('progress');
    expect(stripAnsi(`a${ESC}]8;;https://example.com${ESC}\\link${ESC}]8;;\u0007 b`)).toBe('alink b');
    expect(stripAnsi(`${ESC}]0;window title\u0007text`)).toBe('text');
    expect(stripAnsi(`x${ESC}(By${ESC}7${ESC}8`)).toBe('xy');
    expect(stripAnsi('\u009b31mred\u009b0m')).toBe('red');
    expect(stripAnsi(`${ESC}P1;2|payload${ESC}\\after`)).toBe('after');
  });

  it('a tail cut in the middle of a sequence leaves no half of it', () => {
    expect(stripAnsi(`cut here ${ESC}[3`)).toBe('cut here ');
    expect(stripAnsi(`${ESC}]0;never ended\nnext line`)).toBe('\nnext line');
    expect(stripAnsi(`lone ${ESC}`)).toBe('lone ');
  });

  it('keeps text, unicode, tabs and newlines as they are', () => {
    const text = 'Error: ✓ naïve 日本語 🚀\ttab\r\nline [31m not an escape';
    expect(stripAnsi(text)).toBe(text);
  });

  it('never leaves an ESC or C1 control, and never touches text without them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(ESC, `${ESC}[`, '\u009b', '\u0007', ']', ';', 'm'))),
        (parts) => {
          const out = stripAnsi(parts.join(''));
          expect(out).not.toMatch(/[\u001b\u0080-\u009f]/);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[\u001b\u0080-\u009f]/.test(s)),
        (s) => {
          expect(stripAnsi(s)).toBe(s);
        },
      ),
    );
  });
});

describe('the stderr tail of any agent reaches the views without escape codes', () => {
  it('claude-code: no stream, exit 1, a coloured stderr → a clean reason and tail', () => {
    const fold = new RunFold({ dialect: 'claude-code' });
    const s = fold.end(
      {
        exitCode: 1,
        signal: null,
        stderrTail: `${ESC}[31mError:${ESC}[0m Invalid API key ${ESC}]8;;https://x${ESC}\\(docs)${ESC}]8;;${ESC}\\\n`,
        stoppedBy: null,
        limitMs: null,
      },
      0,
    );
    expect(s.outcome).toBe('error');
    expect(s.errorMessage).toBe(
      'The agent printed nothing and exited with code 1: Error: Invalid API key (docs)',
    );
    expect(s.stderrTail).toBe('Error: Invalid API key (docs)\n');
  });
});
