import { describe, expect, test } from 'vitest';
import {
  agentLabel,
  formatCost,
  formatDuration,
  formatRetry,
  formatTokens,
  relativeToCwd,
  shortToolInput,
  statusSymbol,
} from '../../src/report/format.js';

describe('formatters', () => {
  test('durations', () => {
    expect(formatDuration(45)).toBe('45 ms');
    expect(formatDuration(412)).toBe('0.4 s');
    expect(formatDuration(1_249)).toBe('1.2 s');
    expect(formatDuration(41_000)).toBe('41 s');
    expect(formatDuration(134_000)).toBe('2m 14s');
    expect(formatDuration(182_000)).toBe('3m 02s');
    expect(formatDuration(3_725_000)).toBe('1h 02m');
    expect(formatDuration(null)).toBe('n/a');
  });

  test('tokens', () => {
    expect(formatTokens(910)).toBe('910');
    expect(formatTokens(41_234)).toBe('41.2k');
    expect(formatTokens(96_000)).toBe('96.0k');
    expect(formatTokens(1_350_000)).toBe('1.35M');
  });

  test('cost is n/a when unreported, never $0', () => {
    expect(formatCost(null)).toBe('n/a');
    expect(formatCost(0)).toBe('$0.00');
    expect(formatCost(0.2149)).toBe('$0.21');
    expect(formatCost(0.0066)).toBe('$0.0066');
  });

  test('symbols and labels', () => {
    expect(statusSymbol({ status: 'running', outcome: null })).toBe('🔄');
    expect(statusSymbol({ status: 'finished', outcome: 'timed_out' })).toBe('⏱');
    expect(statusSymbol({ status: 'finished', outcome: 'budget_exceeded' })).toBe('💸');
    expect(agentLabel('claude-code')).toBe('Claude');
    expect(agentLabel('opencode')).toBe('opencode');
  });

  test('retry line', () => {
    expect(
      formatRetry({ attempt: 2, maxRetries: 10, delayMs: 1_200, httpStatus: 529, category: 'overloaded' }),
    ).toBe('API overloaded (529), retry 2/10 in 1.2 s');
  });

  test.each([
    ['Bash', { command: 'npm  test\n--silent', description: 'Run tests' }, 'npm test --silent'],
    ['Read', { file_path: '/w/src/add.js' }, '/w/src/add.js'],
    ['Edit', { file_path: 'a.ts', old_string: 'x', new_string: 'y' }, 'a.ts'],
    ['Write', { content: 'lots', file_path: 'b.ts' }, 'b.ts'],
    ['Grep', { pattern: 'TODO', path: 'src' }, 'TODO'],
    ['Agent', { prompt: 'long prompt', description: 'Explore repo', subagent_type: 'x' }, 'Explore repo'],
    ['WebFetch', { url: 'https://example.com', prompt: 'p' }, 'https://example.com'],
    ['run_shell_command', { command: 'ls' }, 'ls'],
    ['mcp__srv__thing', { n: 1, query: 'q1' }, 'q1'],
    ['Mystery', { n: 1, first: 'the first string' }, 'the first string'],
    ['Mystery', null, ''],
  ])('short input of %s', (name, input, expected) => {
    expect(shortToolInput(name, input)).toBe(expected);
  });

  test('short input is redacted before it is cut', () => {
    const secret = 'TOPSECRETVALUE123456';
    const out = shortToolInput('Bash', { command: `echo ${secret}` }, 12, (s) => s.replaceAll(secret, '***'));
    expect(out).toBe('echo ***');
    expect(shortToolInput('Bash', { command: `echo ${secret}` }, 12)).toBe('echo TOPSEC…');
  });
});

describe('file paths relative to the agent working directory', () => {
  test('inside the cwd: relative; outside, a sibling with the same prefix, or no cwd: unchanged', () => {
    expect(relativeToCwd('/repo/src/a.js', '/repo')).toBe('src/a.js');
    expect(relativeToCwd('/repo/src/a.js', '/repo/')).toBe('src/a.js');
    expect(relativeToCwd('/repo2/a.js', '/repo')).toBe('/repo2/a.js');
    expect(relativeToCwd('/etc/passwd', '/repo')).toBe('/etc/passwd');
    expect(relativeToCwd('/repo/', '/repo')).toBe('/repo/');
    expect(relativeToCwd('/repo/a.js', null)).toBe('/repo/a.js');
  });

  test('only path fields are shortened, never a command that happens to contain the cwd', () => {
    expect(shortToolInput('Read', { file_path: '/repo/README.md' }, 80, undefined, '/repo')).toBe(
      'README.md',
    );
    expect(shortToolInput('Bash', { command: 'cat /repo/README.md' }, 80, undefined, '/repo')).toBe(
      'cat /repo/README.md',
    );
  });
});
