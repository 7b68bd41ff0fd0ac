// The inputs that choose the Agent Client Protocol: `protocol: acp` (an agent's ACP mode) and
// `dialect: acp` with a `command` (any ACP agent); what each launches, and what is refused before
// anything is installed or spawned.
import { describe, expect, it } from 'vitest';
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
  it('gemini --acp (its 0.61 flag) trusting the workspace; the prompt is no argument', () => {
    expect(acpLaunch('gemini', { model: 'm1', permissionMode: 'plan', args: ['--debug'] })).toEqual({
      args: ['--acp', '--model', 'm1', '--debug'],
      env: { GEMINI_CLI_TRUST_WORKSPACE: 'true' },
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

  it('claude and codex in ACP mode are refused with the way to run their adapter', () => {
    expect(() => acpLaunch('claude', { model: null, permissionMode: null, args: [] })).toThrow(
      /command.*dialect: acp/,
    );
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
    const config = readInputs(from({ agent: 'codex', protocol: 'acp', prompt: 'hi', install: 'never' }), {});
    await expect(prepareLaunch(config, { PATH: '' }, () => {})).rejects.toThrow(/not codex/);
  });
});
