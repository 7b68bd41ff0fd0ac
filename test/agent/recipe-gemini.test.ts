// The gemini recipe, from what the real Gemini CLI 0.61 does (src/agent/recipes/gemini.ts; the
// end-to-end proof is test/e2e/action-gemini.test.ts).
import { describe, expect, it } from 'vitest';
import { planAgentLaunch, type RecipeOptions } from '../../src/agent/agents.js';
import { MAX_ARGV_PROMPT_BYTES } from '../../src/agent/recipes/gemini.js';

const base: RecipeOptions = {
  prompt: 'Fix the bug.',
  model: null,
  maxTurns: null,
  maxBudgetUsd: null,
  allowedTools: [],
  permissionMode: null,
  args: [],
};

describe('gemini recipe', () => {
  it('trusts the workspace (CI would refuse it: exit 55) through the environment, not a flag', () => {
    const plan = planAgentLaunch('gemini', base);
    expect(plan.env).toEqual({ GEMINI_CLI_TRUST_WORKSPACE: 'true' });
    expect(plan.args).not.toContain('--skip-trust');
  });

  it.each([
    '- fix the bug',
    '--version',
    '-p',
    '--prompt=x',
    '"; rm -rf / ; echo $HOME `whoami` $(id -u)\nline two\n',
    'naïve café — 日本語 🚀 \u202Eevil\u202C',
    '',
  ])('the prompt %j is ONE argv element, --prompt=VALUE, last', (prompt) => {
    const plan = planAgentLaunch('gemini', { ...base, prompt, model: 'gemini-2.5-pro', args: ['--debug'] });
    expect(plan.stdin).toBeNull();
    expect(plan.args).toEqual([
      '--output-format',
      'stream-json',
      '--model',
      'gemini-2.5-pro',
      '--approval-mode=default',
      '--debug',
      `--prompt=${prompt}`,
    ]);
  });

  it('what argv cannot carry (over the per-argument limit, a NUL) goes on stdin, with no -p', () => {
    const big = `- ${'x'.repeat(MAX_ARGV_PROMPT_BYTES)}`;
    const nul = 'a\0b';
    for (const prompt of [big, nul]) {
      const plan = planAgentLaunch('gemini', { ...base, prompt });
      expect(plan.stdin).toBe(prompt);
      expect(plan.args).toEqual(['--output-format', 'stream-json', '--approval-mode=default']);
    }
    // Bytes, not characters: 45,000 three-byte characters are 135,000 bytes.
    expect(planAgentLaunch('gemini', { ...base, prompt: '日'.repeat(45_000) }).stdin).not.toBeNull();
    expect(planAgentLaunch('gemini', { ...base, prompt: 'x'.repeat(45_000) }).stdin).toBeNull();
    // The limit itself still goes as one argument (the e2e test runs it through the real CLI).
    const atLimit = planAgentLaunch('gemini', { ...base, prompt: 'x'.repeat(MAX_ARGV_PROMPT_BYTES) });
    expect(atLimit.stdin).toBeNull();
    expect(Buffer.byteLength(atLimit.args.at(-1)!) + 1).toBeLessThanOrEqual(128 * 1024);
  });

  it.each([
    ['plan', '--approval-mode=plan'],
    ['acceptEdits', '--approval-mode=auto_edit'],
    ['bypassPermissions', '--approval-mode=yolo'],
    ['default', '--approval-mode=default'],
    ['auto_edit', '--approval-mode=auto_edit'],
    ['yolo', '--approval-mode=yolo'],
  ])('permission-mode %s gives %s, once, before the prompt', (permissionMode, flag) => {
    const plan = planAgentLaunch('gemini', { ...base, permissionMode });
    expect(plan.args.filter((a) => a.startsWith('--approval-mode'))).toEqual([flag]);
    expect(plan.args.at(-1)).toBe('--prompt=Fix the bug.');
    expect(plan.notices).toEqual([]);
  });

  it('without a permission-mode the log says once that shell and write tools are unavailable, and how to get them', () => {
    const plan = planAgentLaunch('gemini', base);
    // Said on the command line: the trusted workspace's settings could name another mode.
    expect(plan.args.filter((a) => a.startsWith('--approval-mode'))).toEqual(['--approval-mode=default']);
    expect(plan.notices).toHaveLength(1);
    expect(plan.notices[0]).toMatch(/no shell and no file-writing tools/);
    expect(plan.notices[0]).toMatch(/permission-mode: acceptEdits/);
    expect(plan.notices[0]).toMatch(/permission-mode: bypassPermissions/);
  });

  it('max-turns and allowed-tools are not mapped: the warning says what to do instead', () => {
    const plan = planAgentLaunch('gemini', { ...base, maxTurns: 5, allowedTools: ['Read'] });
    expect(plan.warnings).toEqual([
      expect.stringMatching(/'max-turns' is not supported by gemini.*model\.maxSessionTurns/),
      expect.stringMatching(/'allowed-tools' is not supported by gemini.*permission-mode/),
    ]);
    expect(plan.args.join(' ')).not.toMatch(/5|Read/);
  });
});
