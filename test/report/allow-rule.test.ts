/** The `allowed-tools` rule named for a denied call, over the inputs real captures carry. */
import { describe, expect, it } from 'vitest';
import { allowRule } from '../../src/report/format.js';
import { foldCapture } from '../support/captures.js';

describe('allowRule', () => {
  it('real capture 04b: the denied Bash and Write calls get their Claude Code rules', () => {
    const s = foldCapture('04b-permission-denied-default-mode');
    expect(s.permissionDenials.map((d) => allowRule('claude-code', d.tool, d.input))).toEqual([
      'Bash(touch:*)',
      'Write(/home/runner/work/app/app/created-by-write.txt)',
    ]);
  });

  it('a subcommand joins the prefix; an option does not; MCP tools go by name; other agents get none', () => {
    expect(allowRule('claude-code', 'Bash', { command: 'npm publish --tag next' })).toBe(
      'Bash(npm publish:*)',
    );
    expect(allowRule('claude-code', 'Bash', { command: 'ls -la' })).toBe('Bash(ls:*)');
    expect(allowRule('claude-code', 'mcp__github__create_issue', {})).toBe('mcp__github__create_issue');
    expect(allowRule('codex', 'Bash', { command: 'npm publish' })).toBeNull();
  });
});
