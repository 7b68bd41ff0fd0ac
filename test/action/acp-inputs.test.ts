// The inputs that choose the Agent Client Protocol: `protocol: acp` (an agent's ACP mode) and
// `dialect: acp` with a `command` (any ACP agent); what each launches, and what is refused before
// anything is installed or spawned.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareLaunch, runDialect } from '../../src/action/launch/prepare.js';
import { acpLaunch } from '../../src/agent/acp/recipes.js';
import { InputError, readInputs } from '../../src/inputs.js';

const from =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('protocol and dialect inputs', () => {
  it('protocol defaults to stream-json; acp is taken; anything else is refused', () => {
    expect(readInputs(from({}), {}).protocol).toBe('stream-json');
    expect(readInputs(from({ protocol: 'acp', agent: 'gemini' }), {}).protocol).toBe('acp');
    expect(() => readInputs(from({ protocol: 'mcp' }), {})).toThrow(InputError);
  });

  it('protocol: acp reads no stream-json dialect; dialect: acp needs a command or protocol: acp', () => {
    expect(() => readInputs(from({ protocol: 'acp', dialect: 'gemini' }), {})).toThrow(/acp dialect only/);
    expect(() => readInputs(from({ dialect: 'acp' }), {})).toThrow(/command/);
    expect(readInputs(from({ dialect: 'acp', command: './my-acp-agent' }), {}).dialect).toBe('acp');
  });

  it('an ACP run is parsed as acp, and falls back to it', () => {
    expect(runDialect({ agent: 'gemini', command: null, dialect: 'auto', protocol: 'acp' })).toEqual({
      dialect: 'acp',
      fallbackDialect: 'acp',
    });
    expect(runDialect({ agent: 'claude', command: './x', dialect: 'acp' })).toEqual({
      dialect: 'acp',
      fallbackDialect: 'acp',
    });
  });
});

describe('ACP launches', () => {
  it('gemini --acp (its 0.61 flag) trusting the workspace, in its asking mode; the prompt is no argument', () => {
    expect(acpLaunch('gemini', { model: 'm1', permissionMode: 'plan', args: ['--debug'] })).toEqual({
      args: ['--acp', '--model', 'm1', '--debug'],
      env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' },
      // The trusted workspace may name another approval mode: switched back to the asking one.
      sessionMode: 'default',
    });
  });

  it('opencode acp, told to ask before edits, commands and fetches unless permissions are bypassed', () => {
    const asked = acpLaunch('opencode', { model: null, permissionMode: 'acceptEdits', args: [] });
    expect(asked.args).toEqual(['acp']);
    expect(JSON.parse(asked.env['OPENCODE_PERMISSION']!)).toEqual({
      edit: 'ask',
      bash: 'ask',
      webfetch: 'ask',
    });
    expect(acpLaunch('opencode', { model: null, permissionMode: 'bypassPermissions', args: [] }).env).toEqual(
      {},
    );
  });

  it("claude: the adapter drives the chosen Claude Code, its model by ANTHROPIC_MODEL, in Claude's asking mode", () => {
    expect(
      acpLaunch('claude', {
        model: 'claude-x',
        permissionMode: 'plan',
        args: ['--flag'],
        claudeExecutable: '/opt/claude',
      }),
    ).toEqual({
      args: ['--flag'],
      env: { CLAUDE_CODE_EXECUTABLE: '/opt/claude', ANTHROPIC_MODEL: 'claude-x' },
      sessionMode: 'default',
    });
  });

  it.each([
    ['plan', 'read-only', 'on-request'],
    ['acceptEdits', 'workspace-write', 'on-request'],
    [null, 'workspace-write', 'on-request'],
    ['bypassPermissions', 'danger-full-access', 'never'],
  ])('codex with permission-mode %s: sandbox %s, approval %s, as -c overrides', (mode, sandbox, approval) => {
    const launch = acpLaunch('codex', { model: 'gpt-x', permissionMode: mode, args: ['--extra'] });
    expect(launch.args).toEqual([
      '-c',
      `sandbox_mode="${sandbox}"`,
      '-c',
      `approval_policy="${approval}"`,
      '-c',
      'model="gpt-x"',
      '--extra',
    ]);
    expect(launch.sessionMode).toBeNull();
  });

  it("codex: a step's OPENAI_API_KEY reaches it as CODEX_API_KEY, never over an explicit one", () => {
    const launch = (env: Record<string, string>) =>
      acpLaunch('codex', { model: null, permissionMode: null, args: [], env }).env;
    expect(launch({ OPENAI_API_KEY: 'k1' })).toEqual({ CODEX_API_KEY: 'k1' });
    expect(launch({ OPENAI_API_KEY: 'k1', CODEX_API_KEY: 'k2' })).toEqual({});
  });

  it('a command with dialect: acp gets no prompt on stdin (stdin is the protocol) and the mode to answer by', async () => {
    const config = readInputs(
      from({ command: 'node agent.mjs', dialect: 'acp', prompt: 'hi', 'permission-mode': 'plan' }),
      {},
    );
    const spec = await prepareLaunch(config, { PATH: process.env['PATH'] ?? '' }, () => {});
    expect(spec).toMatchObject({
      stdin: null,
      dialect: 'acp',
      acp: { prompt: 'hi', permissionMode: 'plan' },
    });
  });

  it('a permission mode an ACP run cannot answer by is refused before the launch', async () => {
    const config = readInputs(
      from({ command: 'node agent.mjs', dialect: 'acp', prompt: 'hi', 'permission-mode': 'yolo' }),
      {},
    );
    await expect(prepareLaunch(config, { PATH: process.env['PATH'] ?? '' }, () => {})).rejects.toThrow(
      /not 'yolo'/,
    );
  });

  it('protocol: acp with an agent it cannot start in ACP mode is refused before any install', async () => {
    const config = readInputs(from({ agent: 'cursor', protocol: 'acp', prompt: 'hi', install: 'never' }), {});
    await expect(prepareLaunch(config, { PATH: '' }, () => {})).rejects.toThrow(/not cursor/);
  });
});

describe('protocol: acp with claude and codex: their adapters (found on PATH here; install: never)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A folder of tiny executables with these names (never run: only found). */
  function binDir(...names: string[]): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-acp-bins-'));
    dirs.push(dir);
    for (const name of names) {
      writeFileSync(path.join(dir, name), '#!/bin/sh\nexit 0\n');
      chmodSync(path.join(dir, name), 0o755);
    }
    return dir;
  }
  const prepare = (inputs: Record<string, string>, pathVar: string) =>
    prepareLaunch(
      readInputs(from({ protocol: 'acp', prompt: 'hi', install: 'never', ...inputs }), {}),
      { PATH: pathVar },
      () => {},
    );

  it('claude: launches claude-agent-acp, pointed at the claude CLI found the usual way', async () => {
    const dir = binDir('claude', 'claude-agent-acp');
    const spec = await prepare({ agent: 'claude', model: 'claude-x', 'permission-mode': 'plan' }, dir);
    expect(spec.file).toBe(path.join(dir, 'claude-agent-acp'));
    expect(spec.env['CLAUDE_CODE_EXECUTABLE']).toBe(path.join(dir, 'claude'));
    expect(spec.env['ANTHROPIC_MODEL']).toBe('claude-x');
    expect(spec.acp).toEqual({ prompt: 'hi', permissionMode: 'plan', sessionMode: 'default' });
    expect(spec.dialect).toBe('acp');
  });

  it('claude: a missing adapter is named, with its package and how to get it', async () => {
    const error = await prepare({ agent: 'claude' }, binDir('claude')).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /the Claude Code ACP adapter \('claude-agent-acp'\) was not found on PATH.*npm install -g @zed-industries\/claude-agent-acp/,
    );
  });

  it('claude: a missing Claude Code CLI is named too (the adapter needs one to drive)', async () => {
    const error = await prepare({ agent: 'claude' }, binDir('claude-agent-acp')).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/the claude CLI \('claude'\) was not found on PATH/);
  });

  it('opencode run as a command with dialect: acp is told to ask, as its recipe tells it (a repository opencode.json cannot allow it all)', async () => {
    const dir = binDir('opencode');
    const spec = await prepareLaunch(
      readInputs(
        from({ command: 'opencode acp', dialect: 'acp', prompt: 'hi', 'permission-mode': 'plan' }),
        {},
      ),
      { PATH: dir },
      () => {},
    );
    expect(JSON.parse(spec.env['OPENCODE_PERMISSION']!)).toEqual({
      edit: 'ask',
      bash: 'ask',
      webfetch: 'ask',
    });
    const other = await prepareLaunch(
      readInputs(
        from({
          command: 'opencode acp',
          dialect: 'acp',
          prompt: 'hi',
          'permission-mode': 'bypassPermissions',
        }),
        {},
      ),
      { PATH: dir },
      () => {},
    );
    expect(other.env['OPENCODE_PERMISSION']).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')(
    'codex: its sandbox needs bubblewrap: refused before the launch without bwrap, unless permissions are bypassed',
    async () => {
      const bare = binDir('codex-acp');
      await expect(prepare({ agent: 'codex', 'permission-mode': 'acceptEdits' }, bare)).rejects.toThrow(
        /bubblewrap.*apt-get install -y bubblewrap.*bypassPermissions/,
      );
      const bypass = await prepare({ agent: 'codex', 'permission-mode': 'bypassPermissions' }, bare);
      expect(bypass.file).toBe(path.join(bare, 'codex-acp'));
      expect(bypass.args).toContain('approval_policy="never"');
      const withBwrap = await prepare(
        { agent: 'codex', 'permission-mode': 'plan' },
        binDir('codex-acp', 'bwrap'),
      );
      expect(withBwrap.args).toContain('sandbox_mode="read-only"');
    },
  );
});

describe('spending caps over ACP: held to what each agent really sends', () => {
  const prepare = (inputs: Record<string, string>) =>
    prepareLaunch(
      readInputs(from({ protocol: 'acp', prompt: 'hi', install: 'never', ...inputs }), {}),
      { PATH: '' },
      () => {},
    );

  it('codex over ACP: a token cap is refused (its adapter reports none), before anything is looked for', async () => {
    await expect(prepare({ agent: 'codex', 'max-total-tokens': '1000' })).rejects.toThrow(
      /max-total-tokens': codex over ACP reports no token counts/,
    );
    await expect(prepare({ agent: 'codex', 'max-budget-usd': '1' })).rejects.toThrow(
      /codex over ACP reports neither cost nor tokens/,
    );
  });

  it('gemini over ACP: a budget needs a priced model (no cost is sent)', async () => {
    await expect(prepare({ agent: 'gemini', 'max-budget-usd': '1' })).rejects.toThrow(
      /gemini over ACP reports no cost.*no 'model' is given/,
    );
  });

  it('claude over ACP: its adapter sends the cost, so a budget needs no model (the launch goes on to find the CLI)', async () => {
    await expect(prepare({ agent: 'claude', 'max-budget-usd': '1' })).rejects.toThrow(
      /the claude CLI \('claude'\) was not found/,
    );
  });
});
