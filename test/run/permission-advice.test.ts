/**
 * The "What to do" of a refused call names what allows more for THIS agent: only Claude Code takes
 * Narrator's `allowed-tools`. Found on a real opencode run, whose comment said "allow it with
 * permission-mode or allowed-tools" right above its denied calls saying opencode decides by its
 * own permission rules. Hand-written summaries with the fields the classifier reads.
 */
import { describe, expect, test } from 'vitest';
import { classifyFailure } from '../../src/run/failure-kind.js';
import { emptySummary, type RunSummary } from '../../src/run/summary.js';

function refused(dialect: RunSummary['dialect']): RunSummary {
  return {
    ...emptySummary(dialect),
    status: 'finished',
    outcome: 'error',
    outcomeSource: 'terminal_frame',
    errorMessage: 'not allowed to use edit (src/add.js)',
    permissionDenials: [{ tool: 'edit', toolUseId: 't1', input: { filePath: 'src/add.js' } }],
  };
}

describe('the advice for a refused call', () => {
  test.each([
    ['opencode', 'permission-mode (this agent takes no allowed-tools)'],
    ['codex', 'permission-mode (this agent takes no allowed-tools)'],
    ['gemini', 'permission-mode (this agent takes no allowed-tools)'],
    ['claude-code', 'allowed-tools or permission-mode'],
    ['cursor', "the agent's own settings"],
  ] as const)('%s: allow it with %s', (dialect, how) => {
    const v = classifyFailure(refused(dialect));
    expect(v?.kind).toBe('permission');
    expect(v?.advice).toBe(`a tool the agent needed was refused: allow it with ${how}`);
  });
});

describe('the advice for an agent that stopped without a result', () => {
  const crashed = (stderrTail: string | null): RunSummary => ({
    ...emptySummary('cursor'),
    status: 'finished',
    outcome: 'error',
    outcomeSource: 'exit_code',
    errorMessage: 'The stream ended without a result.',
    stderrTail,
    startedAt: 1_000,
  });

  test('points to the stderr above only when there was one (the published Cursor sample had none)', () => {
    expect(classifyFailure(crashed('Error: lost the session at step 3'))?.advice).toMatch(
      /the stderr above says why$/,
    );
    const none = classifyFailure(crashed(null))?.advice ?? '';
    expect(none).not.toMatch(/stderr above/);
    expect(none).toMatch(/^the agent stopped without a result and wrote nothing on stderr: re-run it/);
  });
});
