/** The `allowed-tools` rule named for a denied call, over the inputs real captures carry. */
import { describe, expect, it } from 'vitest';
import { allowRule, allowRules } from '../../src/report/format.js';
import { foldCapture } from '../support/captures.js';

describe('allowRule', () => {
  it('real capture 04b: the denied Bash and Write calls get their Claude Code rules', () => {
    const s = foldCapture('04b-permission-denied-default-mode');
    expect(s.permissionDenials.map((d) => allowRule('claude-code', d.tool, d.input, s.cwd))).toEqual([
      'Bash(touch:*)',
      // Claude Code allows a Write by an Edit rule, its path relative to the working directory.
      'Edit(created-by-write.txt)',
    ]);
    // Outside the working directory (or with none known) the path is `//`-rooted: Claude Code reads
    // `/x` as relative to the project.
    expect(allowRule('claude-code', 'Write', { file_path: '/etc/x' }, s.cwd)).toBe('Edit(//etc/x)');
  });

  it('a subcommand joins the prefix; an option does not; MCP tools go by name; other agents get none', () => {
    expect(allowRule('claude-code', 'Bash', { command: 'npm publish --tag next' })).toBe(
      'Bash(npm publish:*)',
    );
    expect(allowRule('claude-code', 'Bash', { command: 'ls -la' })).toBe('Bash(ls:*)');
    expect(allowRule('claude-code', 'mcp__github__create_issue', {})).toBe('mcp__github__create_issue');
    expect(allowRule('codex', 'Bash', { command: 'npm publish' })).toBeNull();
  });

  it('a compound command gets a rule per command (Claude Code checks each); a repeated one once', () => {
    expect(allowRules('claude-code', 'Bash', { command: 'npm ci && npm test | tee log; npm test' })).toEqual([
      'Bash(npm ci:*)',
      'Bash(npm test:*)',
      'Bash(tee log:*)',
    ]);
    expect(allowRule('claude-code', 'Bash', { command: '   ' })).toBe('Bash');
    expect(allowRule('claude-code', 'Read', { file_path: '/w/r/src/a.ts' }, '/w/r')).toBe('Read(src/a.ts)');
    expect(allowRule('claude-code', 'NotebookEdit', { notebook_path: '/w/r/n.ipynb' }, '/w/r')).toBe(
      'Edit(n.ipynb)',
    );
  });
});
