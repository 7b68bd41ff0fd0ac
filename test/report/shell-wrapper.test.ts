/**
 * A command as its author wrote it: Codex reports each shell call wrapped in a login shell
 * (`/bin/bash -lc 'echo tool-ok'`, or `"…"` with backslash escapes), and every view showed the
 * wrapper, the quotes and doubled backslashes. Found on a real Codex run's comment. Only a wrapper
 * around one quoted string is taken off; anything else is shown as it came.
 */
import { describe, expect, test } from 'vitest';
import { shortToolInput, unwrapShell } from '../../src/report/format.js';

describe('the shell wrapper around a command', () => {
  test.each([
    ["/bin/bash -lc 'echo tool-ok'", 'echo tool-ok'],
    ["bash -lc 'npm test'", 'npm test'],
    [
      `/bin/bash -lc "printf '\\\\033[31moops\\\\033[0m\\\\n' >&2; exit 3"`,
      "printf '\\033[31moops\\033[0m\\n' >&2; exit 3",
    ],
    [`/bin/zsh -lc "echo \\"hi\\" \\$HOME"`, 'echo "hi" $HOME'],
  ])('%s is shown as %s', (command, shown) => {
    expect(unwrapShell(command)).toBe(shown);
    expect(shortToolInput('shell', { command }, 200)).toBe(shown);
  });

  test.each([
    'echo hi',
    "/bin/bash -lc 'a' 'b'",
    "/bin/bash -lc 'it'\\''s'",
    '/bin/bash -lc "unterminated',
    "sh -c -- 'x'",
  ])('%s is left as it came', (command) => {
    expect(unwrapShell(command)).toBe(command);
  });
});
