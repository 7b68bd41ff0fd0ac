/**
 * `require-mcp`: the names read from the input (a bad one refused with the input named), and the
 * launch refused before anything is installed for an agent whose stream never reports its MCP
 * servers' state (src/run/mcp.ts).
 */
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { prepareLaunch } from '../../src/action/launch/prepare.js';
import { readInputs } from '../../src/inputs.js';

const from =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

const trusted = { trusted: true, reason: 'the test' };

describe('require-mcp input', () => {
  it('empty: none required; names separated by spaces, commas or new lines, once each', () => {
    expect(readInputs(from({}), {}).requireMcp).toEqual([]);
    expect(readInputs(from({ 'require-mcp': 'github context7,\ngithub' }), {}).requireMcp).toEqual([
      'github',
      'context7',
    ]);
  });

  it('a name no agent accepts is refused, saying which', () => {
    expect(() => readInputs(from({ 'require-mcp': 'github con$text7' }), {})).toThrow(
      `input 'require-mcp': "con$text7" is not an MCP server name`,
    );
  });

  it.each([
    ['codex', {}, 'codex'],
    ['gemini', {}, 'gemini'],
    ['opencode', {}, 'opencode'],
    ['claude', { protocol: 'acp' }, 'claude over ACP'],
  ] as const)('%s %o: refused before launch, in words', async (agent, more, label) => {
    const config = readInputs(
      from({
        agent,
        prompt: 'hi',
        install: 'never',
        'require-mcp': 'github',
        'working-directory': os.tmpdir(),
        ...more,
      }),
      {},
    );
    await expect(prepareLaunch(config, { PATH: '' }, () => {}, undefined, trusted)).rejects.toThrow(
      `input 'require-mcp': ${label} does not report its MCP servers' state in its stream, so Narrator cannot check that they started`,
    );
  });
});
