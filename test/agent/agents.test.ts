import { spawnSync } from 'node:child_process';
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
import { MAX_ARG_BYTES } from '../../src/agent/recipes/recipe.js';

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

  it('cursor puts the prompt after -- so a prompt starting with - is not a flag', () => {
    const plan = planAgentLaunch('cursor', { ...base, prompt: '--help' });
    expect(plan.args.slice(-2)).toEqual(['--', '--help']);
  });

  it('cursor: a prompt one argument cannot hold is refused before launch, saying why', () => {
    expect(
      planAgentLaunch('cursor', { ...base, prompt: 'x'.repeat(MAX_ARG_BYTES) }).args.at(-1),
    ).toHaveLength(MAX_ARG_BYTES);
    expect(() => planAgentLaunch('cursor', { ...base, prompt: '日'.repeat(50_000) })).toThrow(
      /Cursor CLI takes the prompt only as an argument, and Linux takes at most 131071 bytes in one; this prompt is 150000/,
    );
    expect(() => planAgentLaunch('cursor', { ...base, prompt: 'a\0b' })).toThrow(/cannot hold a NUL/);
  });

  it("MAX_ARG_BYTES is the kernel's own limit: one byte more and the spawn fails (E2BIG)", () => {
    const run = (bytes: number) => spawnSync(process.execPath, ['-e', '', 'x'.repeat(bytes)]);
    expect(run(MAX_ARG_BYTES).error).toBeUndefined();
    expect(run(MAX_ARG_BYTES).status).toBe(0);
    expect((run(MAX_ARG_BYTES + 1).error as NodeJS.ErrnoException | undefined)?.code).toBe('E2BIG');
  });

  it('opencode: `run --format json`, the prompt on stdin and nowhere in argv (the CLI re-quotes positional words)', () => {
    const prompt = '--help "quoted" $HOME `id`\nsecond line';
    const plan = planAgentLaunch('opencode', { ...base, prompt, model: 'anthropic/claude-sonnet-5' });
    expect(plan.args).toEqual(['run', '--format', 'json', '--model', 'anthropic/claude-sonnet-5']);
    expect(plan.stdin).toBe(prompt);
    expect(plan.env).toEqual({});
    // The model is known to the views though opencode's stream never names it.
    expect(plan.model).toBe('anthropic/claude-sonnet-5');
    expect(planAgentLaunch('opencode', base).model).toBeNull();
  });

  it('opencode permission modes: plan = its plan agent with edits and bash denied, acceptEdits = edits allowed, bypass = --auto', () => {
    const plan = planAgentLaunch('opencode', { ...base, permissionMode: 'plan' });
    expect(plan.args).toEqual(['run', '--format', 'json', '--agent', 'plan']);
    expect(JSON.parse(plan.env['OPENCODE_PERMISSION']!)).toEqual({ edit: 'deny', bash: 'deny' });
    const edits = planAgentLaunch('opencode', { ...base, permissionMode: 'acceptEdits' });
    expect(edits.args).toEqual(['run', '--format', 'json']);
    expect(JSON.parse(edits.env['OPENCODE_PERMISSION']!)).toEqual({ edit: 'allow' });
    for (const mode of ['bypassPermissions', 'auto']) {
      const bypass = planAgentLaunch('opencode', { ...base, permissionMode: mode });
      expect(bypass.args).toEqual(['run', '--format', 'json', '--auto']);
      expect(bypass.env).toEqual({});
    }
    expect(() => permissionArgs('opencode', 'yolo')).toThrow(
      /opencode does not know 'yolo'; it takes plan, acceptEdits, bypassPermissions, auto/,
    );
    // No mode: one line in the log says what opencode does then, and which input changes it.
    expect(planAgentLaunch('opencode', base).notices).toEqual([
      expect.stringMatching(
        /^permission-mode is not set: opencode uses the permissions of its config.*--auto/,
      ),
    ]);
    expect(planAgentLaunch('opencode', { ...base, permissionMode: 'plan' }).notices).toEqual([]);
  });

  it('opencode has no turn limit or budget: those inputs are warned about and dropped', () => {
    const plan = planAgentLaunch('opencode', { ...base, maxTurns: 3, maxBudgetUsd: 1 });
    expect(plan.warnings).toEqual([
      expect.stringMatching(/input 'max-turns' is not supported by opencode/),
      expect.stringMatching(/input 'max-budget-usd' is not supported by opencode/),
    ]);
    expect(plan.args).toEqual(['run', '--format', 'json']);
  });

  it('codex reads the prompt from stdin via -', () => {
    const plan = planAgentLaunch('codex', base);
    expect(plan.args[0]).toBe('exec');
    expect(plan.args.at(-1)).toBe('-');
    expect(plan.stdin).toBe(base.prompt);
  });

  it('opencode takes its native binary from the platform package its postinstall would copy, in that order', () => {
    const binaries = RECIPES.opencode.npmNativeBinaries!;
    expect(binaries({ os: 'linux', arch: 'x64', musl: false, avx2: true })).toEqual([
      'opencode-linux-x64/bin/opencode',
      'opencode-linux-x64-baseline/bin/opencode',
      'opencode-linux-x64-musl/bin/opencode',
      'opencode-linux-x64-baseline-musl/bin/opencode',
    ]);
    // No AVX2: the baseline build first; Alpine: musl first.
    expect(binaries({ os: 'linux', arch: 'x64', musl: true, avx2: false })[0]).toBe(
      'opencode-linux-x64-baseline-musl/bin/opencode',
    );
    expect(binaries({ os: 'darwin', arch: 'arm64', musl: false, avx2: false })).toEqual([
      'opencode-darwin-arm64/bin/opencode',
      'opencode-darwin-arm64-musl/bin/opencode',
    ]);
    expect(binaries({ os: 'win32', arch: 'x64', musl: false, avx2: true })[0]).toBe(
      'opencode-windows-x64/bin/opencode.exe',
    );
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

  it('has npm packages for claude, codex, gemini and opencode', () => {
    expect(RECIPES.claude.npmPackage).toBe('@anthropic-ai/claude-code');
    expect(RECIPES.codex.npmPackage).toBe('@openai/codex');
    expect(RECIPES.gemini.npmPackage).toBe('@google/gemini-cli');
    expect(RECIPES.opencode.npmPackage).toBe('opencode-ai');
    for (const a of ['caliban', 'cursor'] as const) {
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
    // `default`, and no mode at all, are said on the command line for claude: the repository's
    // .claude/settings.json could name another default.
    for (const permissionMode of ['default', null]) {
      expect(planAgentLaunch('claude', { ...base, permissionMode }).args.join(' ')).toContain(
        '--permission-mode default',
      );
    }
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

describe('the codex recipe (what Codex 0.169 really does)', () => {
  it('maps the portable modes and its own sandbox modes to --sandbox / the bypass flag', () => {
    const argsFor = (mode: string) => planAgentLaunch('codex', { ...base, permissionMode: mode }).args;
    expect(argsFor('plan')).toEqual([
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--sandbox',
      'read-only',
      '-',
    ]);
    expect(argsFor('acceptEdits')).toContain('workspace-write');
    expect(argsFor('bypassPermissions')).toContain('--dangerously-bypass-approvals-and-sandbox');
    expect(argsFor('bypassPermissions')).not.toContain('--sandbox');
    for (const own of ['read-only', 'workspace-write', 'danger-full-access']) {
      expect(argsFor(own).join(' ')).toContain(`--sandbox ${own}`);
    }
    // --full-auto does not exist in 0.169 (exit 2): never a value.
    expect(() => permissionArgs('codex', 'full-auto')).toThrow(
      /codex does not know 'full-auto'; it takes plan, /,
    );
    // The mode is dropped from neither: no warning that permission-mode is unsupported.
    expect(planAgentLaunch('codex', { ...base, permissionMode: 'acceptEdits' }).warnings).toEqual([]);
  });

  it('says once that it runs read-only when no mode is given, naming the input to set', () => {
    const unset = planAgentLaunch('codex', base);
    expect(unset.notices).toHaveLength(1);
    expect(unset.notices[0]).toMatch(/read-only sandbox.*permission-mode: acceptEdits/s);
    expect(planAgentLaunch('codex', { ...base, permissionMode: 'plan' }).notices).toEqual([]);
  });

  it('passes OPENAI_API_KEY on as CODEX_API_KEY (the one codex exec reads), never over an explicit one', () => {
    const only = planAgentLaunch('codex', {
      ...base,
      permissionMode: 'plan',
      env: { OPENAI_API_KEY: 'sk-o' },
    });
    expect(only.env['CODEX_API_KEY']).toBe('sk-o');
    expect(only.notices.join('\n')).toMatch(/passes OPENAI_API_KEY to codex as CODEX_API_KEY/);
    expect(only.notices.join('\n')).not.toContain('sk-o');
    const both = planAgentLaunch('codex', {
      ...base,
      env: { OPENAI_API_KEY: 'sk-o', CODEX_API_KEY: 'sk-c' },
    });
    expect(both.env['CODEX_API_KEY']).toBeUndefined(); // the step's own CODEX_API_KEY passes through
    expect(both.notices.join('\n')).not.toMatch(/CODEX_API_KEY/);
    expect(planAgentLaunch('codex', { ...base, env: {} }).env['CODEX_API_KEY']).toBeUndefined();
  });

  it('turns on the one log line a sandbox-blocked command leaves, unless RUST_LOG is set', () => {
    expect(planAgentLaunch('codex', base).env['RUST_LOG']).toBe('error,codex_sandboxing::violation=warn');
    expect(planAgentLaunch('codex', { ...base, env: { RUST_LOG: 'debug' } }).env['RUST_LOG']).toBeUndefined();
  });

  it('says that OPENAI_BASE_URL is ignored, unless args already set openai_base_url', () => {
    const env = { OPENAI_BASE_URL: 'http://proxy.internal/v1' };
    expect(planAgentLaunch('codex', { ...base, env }).notices.join('\n')).toMatch(
      /OPENAI_BASE_URL is set, but codex exec ignores it/,
    );
    const viaArgs = planAgentLaunch('codex', { ...base, env, args: ['-c', 'openai_base_url="http://x/v1"'] });
    expect(viaArgs.notices.join('\n')).not.toMatch(/OPENAI_BASE_URL/);
    expect(viaArgs.args.slice(-3)).toEqual(['-c', 'openai_base_url="http://x/v1"', '-']);
  });

  it('has no turn limit or budget: those inputs are dropped with a warning', () => {
    const plan = planAgentLaunch('codex', { ...base, maxTurns: 3, maxBudgetUsd: 1 });
    expect(plan.warnings.join('\n')).toMatch(/'max-turns' is not supported by codex/);
    expect(plan.warnings.join('\n')).toMatch(/'max-budget-usd' is not supported by codex/);
  });

  it('a warning never sends the user to look for a flag the CLI does not have', () => {
    // codex, gemini and opencode have no turn-limit flag (gemini: a setting) and no budget at all:
    // "pass flags through 'args' instead" would send a user looking for one.
    for (const agent of ['codex', 'gemini', 'opencode'] as const) {
      const plan = planAgentLaunch(agent, { ...base, maxTurns: 3, maxBudgetUsd: 1, allowedTools: ['Read'] });
      expect(plan.warnings, agent).toHaveLength(3);
      for (const warning of plan.warnings) expect(warning, agent).not.toMatch(/pass flags through 'args'/);
      expect(
        plan.warnings.find((w) => w.includes("'max-budget-usd'")),
        agent,
      ).toMatch(/'timeout-minutes'/);
      expect(
        plan.warnings.find((w) => w.includes("'allowed-tools'")),
        agent,
      ).toMatch(/'permission-mode'/);
    }
  });
});
