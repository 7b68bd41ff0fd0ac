// Which dialect a run is parsed as, and which one it falls back to: the labels of every view come
// from it, so a run must never be called another agent's ("Claude stopped" for a codex run).
import { describe, expect, it } from 'vitest';
import { agentOfCommand, runDialect } from '../../src/action/launch/prepare.js';
import { AGENT_NAMES, RECIPES } from '../../src/agent/agents.js';

describe('runDialect', () => {
  it("a recipe run is parsed as the recipe's own dialect, and falls back to it", () => {
    for (const agent of AGENT_NAMES) {
      const own = RECIPES[agent].dialect;
      expect(runDialect({ agent, command: null, dialect: 'auto' }), agent).toEqual({
        dialect: own,
        fallbackDialect: own,
      });
    }
  });

  it('a command is auto-detected, falling back to the chosen agent (not always claude-code)', () => {
    expect(runDialect({ agent: 'codex', command: './my-agent', dialect: 'auto' })).toEqual({
      dialect: 'auto',
      fallbackDialect: 'codex',
    });
    expect(runDialect({ agent: 'opencode', command: './x', dialect: 'auto' }).fallbackDialect).toBe(
      'opencode',
    );
  });

  it("a command running a known agent CLI falls back to that agent, whatever 'agent' says", () => {
    // `command: gemini …` with `agent` left at its default (claude): a Gemini run that printed
    // nothing on stdout (an untrusted folder) used to be labelled "Claude stopped".
    expect(
      runDialect({ agent: 'claude', command: 'gemini --output-format stream-json', dialect: 'auto' }),
    ).toEqual({ dialect: 'auto', fallbackDialect: 'gemini' });
    expect(
      runDialect({ agent: 'claude', command: "/opt/bin/codex exec --json '-'", dialect: 'auto' })
        .fallbackDialect,
    ).toBe('codex');
    expect(runDialect({ agent: 'claude', command: 'cursor-agent -p', dialect: 'auto' }).fallbackDialect).toBe(
      'cursor',
    );
    expect(runDialect({ agent: 'codex', command: 'opencode run --format json', dialect: 'gemini' })).toEqual({
      dialect: 'gemini',
      fallbackDialect: 'opencode',
    });
    expect(agentOfCommand('"./my agent" --x')).toBeNull();
    expect(agentOfCommand("gemini 'unterminated")).toBeNull();
    expect(agentOfCommand('geminis')).toBeNull();
    expect(agentOfCommand(null)).toBeNull();
  });

  it('an explicit dialect input wins', () => {
    expect(runDialect({ agent: 'codex', command: null, dialect: 'gemini' })).toEqual({
      dialect: 'gemini',
      fallbackDialect: 'codex',
    });
  });
});
