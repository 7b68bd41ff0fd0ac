import { describe, expect, it } from 'vitest';
import {
  AGENT_NAMES,
  PORTABLE_PERMISSION_MODES,
  permissionArgs,
  planAgentLaunch,
  RECIPES,
  type RecipeOptions,
  UnknownPermissionModeError,
} from '../../src/agent/agents.js';
import { describeExitCode } from '../../src/agent/exit-codes.js';

const base: RecipeOptions = {
  prompt: 'Fix the bug; rm -rf / $(id)',
  model: null,
  maxTurns: null,
  maxBudgetUsd: null,
  allowedTools: [],
  permissionMode: null,
  args: [],
};

describe('agent recipes', () => {
  it('claude: print mode, stream-json with --verbose, prompt on stdin, mapped inputs', () => {
    const plan = planAgentLaunch('claude', {
      ...base,
      model: 'claude-sonnet-5',
      maxTurns: 7,
      maxBudgetUsd: 1.5,
      allowedTools: ['Read', 'Bash(git diff:*)'],
      permissionMode: 'acceptEdits',
      args: ['--include-partial-messages'],
    });
    expect(plan.file).toBe('claude');
    expect(plan.dialect).toBe('claude-code');
    expect(plan.stdin).toBe(base.prompt);
    expect(plan.args).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--model',
      'claude-sonnet-5',
      '--max-turns',
      '7',
      '--max-budget-usd',
      '1.5',
      '--allowedTools',
      'Read,Bash(git diff:*)',
      '--permission-mode',
      'acceptEdits',
      '--include-partial-messages',
    ]);
    expect(plan.warnings).toEqual([]);
    // The prompt never appears in argv for claude (stdin only).
    expect(plan.args.join(' ')).not.toContain('Fix the bug');
  });

  it('every recipe asks for its stream format and never puts the prompt in more than one argv element', () => {
    const streamFlag: Record<string, string[]> = {
      claude: ['--output-format', 'stream-json'],
      caliban: ['--output-format', 'stream-json'],
      cursor: ['--output-format', 'stream-json'],
      gemini: ['--output-format', 'stream-json'],
      codex: ['--json'],
      opencode: ['--format', 'json'],
    };
    for (const agent of AGENT_NAMES) {
      const plan = planAgentLaunch(agent, base);
      const joined = plan.args.join('\u0000');
      expect(joined, agent).toContain(streamFlag[agent]!.join('\u0000'));
      const inArgv = plan.args.filter((a) => a.includes('Fix the bug'));
      // One element: the prompt itself, or glued to its flag (gemini's --prompt=…).
      if (plan.stdin === null)
        expect(
          inArgv.map((a) => a.replace(/^--prompt=/, '')),
          agent,
        ).toEqual([base.prompt]);
      else {
        expect(plan.stdin, agent).toBe(base.prompt);
        expect(inArgv, agent).toEqual([]);
      }
    }
  });

  it('cursor and opencode put the prompt after -- so a prompt starting with - is not a flag', () => {
    for (const agent of ['cursor', 'opencode'] as const) {
      const plan = planAgentLaunch(agent, { ...base, prompt: '--help' });
      expect(plan.args.slice(-2)).toEqual(['--', '--help']);
    }
  });

  it('codex reads the prompt from stdin via -', () => {
    const plan = planAgentLaunch('codex', base);
    expect(plan.args[0]).toBe('exec');
    expect(plan.args.at(-1)).toBe('-');
    expect(plan.stdin).toBe(base.prompt);
  });

  it('warns about inputs an agent does not support and does not pass them', () => {
    const plan = planAgentLaunch('codex', { ...base, maxTurns: 3, allowedTools: ['Read'], model: 'gpt-6' });
    expect(plan.warnings).toHaveLength(2);
    expect(plan.warnings[0]).toMatch(/input 'max-turns' is not supported by codex/);
    expect(plan.warnings[1]).toMatch(/input 'allowed-tools' is not supported by codex/);
    expect(plan.args).toContain('gpt-6');
    expect(plan.args).not.toContain('3');
    expect(plan.args).not.toContain('Read');
  });

  it('uses the resolved binary path when given', () => {
    expect(planAgentLaunch('gemini', base, '/opt/bin/gemini').file).toBe('/opt/bin/gemini');
  });

  it('has npm packages for claude, codex and gemini only', () => {
    expect(RECIPES.claude.npmPackage).toBe('@anthropic-ai/claude-code');
    expect(RECIPES.codex.npmPackage).toBe('@openai/codex');
    expect(RECIPES.gemini.npmPackage).toBe('@google/gemini-cli');
    for (const a of ['caliban', 'cursor', 'opencode'] as const) {
      expect(RECIPES[a].npmPackage).toBeNull();
      expect(RECIPES[a].installHint).toMatch(/install/);
    }
    expect(RECIPES.cursor.binary).toBe('cursor-agent');
  });

  it('knows documented exit codes', () => {
    expect(describeExitCode('caliban', 75)).toMatch(/turn limit/);
    expect(describeExitCode('caliban', 137)).toMatch(/budget/);
    expect(describeExitCode('gemini', 41)).toMatch(/authentication/);
    expect(describeExitCode('claude', 143)).toMatch(/SIGTERM/);
    expect(describeExitCode('claude', 42)).toBeNull();
  });

  it('one permission-mode vocabulary: every agent with a permission switch takes the portable values', () => {
    for (const agent of AGENT_NAMES) {
      if (!RECIPES[agent].permissionModes) continue;
      for (const mode of PORTABLE_PERMISSION_MODES) {
        expect(() => permissionArgs(agent, mode), `${agent} ${mode}`).not.toThrow();
      }
    }
    expect(planAgentLaunch('gemini', { ...base, permissionMode: 'acceptEdits' }).args).toContain(
      '--approval-mode=auto_edit',
    );
    // The agent's own values still work.
    expect(planAgentLaunch('gemini', { ...base, permissionMode: 'yolo' }).args).toContain(
      '--approval-mode=yolo',
    );
    expect(planAgentLaunch('claude', { ...base, permissionMode: 'dontAsk' }).args.join(' ')).toContain(
      '--permission-mode dontAsk',
    );
    // `default` is no flag at all for claude.
    expect(planAgentLaunch('claude', { ...base, permissionMode: 'default' }).args).not.toContain(
      '--permission-mode',
    );
  });

  it('refuses a permission mode the agent does not know, naming the values it takes', () => {
    expect(() => permissionArgs('gemini', 'acceptedits')).toThrow(UnknownPermissionModeError);
    expect(() => planAgentLaunch('claude', { ...base, permissionMode: 'everything' })).toThrow(
      /claude does not know 'everything'; it takes default, acceptEdits, .*plan/,
    );
    // Not a prototype key either.
    expect(() => permissionArgs('claude', 'constructor')).toThrow(UnknownPermissionModeError);
  });
});
