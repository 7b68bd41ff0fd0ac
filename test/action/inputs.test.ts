import { describe, expect, it } from 'vitest';
import { boardMarker } from '../../src/board/board.js';
import { INPUT_DEFAULTS, InputError, parseFailOn, readInputs, splitToolList } from '../../src/inputs.js';
import { liveBoardKey } from '../../src/sinks/board/open.js';
import { OUTCOMES } from '../../src/stream/events.js';

const from =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('readInputs', () => {
  it('applies every default in code when nothing is given', () => {
    const c = readInputs(from({}), {});
    expect(c.agent).toBe('claude');
    expect(c.agentVersion).toBe('latest');
    expect(c.install).toBe('auto');
    expect(c.workingDirectory).toBe('.');
    expect(c.dialect).toBe('auto');
    expect(c.timeoutMs).toBe(0);
    expect(c.idleTimeoutMs).toBe(30 * 60_000);
    // A run that parked a request (on-question: park) waits for a person: not a failure by default.
    expect(c.failOn).toEqual(OUTCOMES.filter((o) => o !== 'success' && o !== 'waiting_for_input'));
    expect(c.stepSummary).toBe(true);
    expect(c.annotations).toBe(true);
    expect(c.commentOn).toEqual({ kind: 'auto' });
    expect(c.commentMode).toBe('sticky');
    expect(c.updateIntervalSeconds).toBe(5);
    expect(c.maxTurns).toBeNull();
    expect(c.command).toBeNull();
  });

  it('parses values and lists', () => {
    const c = readInputs(
      from({
        agent: 'gemini',
        'max-turns': '12',
        'max-budget-usd': '0.75',
        args: '--foo\n\n  --bar baz  \n',
        redact: 'one-secret\ntwo-secret\n',
        'allowed-tools': 'Read, Edit\nBash(git diff:*) Write',
        'idle-timeout-minutes': '0.01',
        'timeout-minutes': '2.5',
        'fail-on': 'error\ntimed_out',
        'step-summary': 'false',
        'comment-on': '42',
        'comment-mode': 'new',
      }),
      {},
    );
    expect(c.agent).toBe('gemini');
    expect(c.maxTurns).toBe(12);
    expect(c.maxBudgetUsd).toBe(0.75);
    expect(c.args).toEqual(['--foo', '--bar baz']);
    expect(c.redact).toEqual(['one-secret', 'two-secret']);
    expect(c.allowedTools).toEqual(['Read', 'Edit', 'Bash(git diff:*)', 'Write']);
    expect(c.idleTimeoutMs).toBe(600);
    expect(c.timeoutMs).toBe(150_000);
    expect(c.failOn).toEqual(['error', 'timed_out']);
    expect(c.stepSummary).toBe(false);
    expect(c.commentOn).toEqual({ kind: 'number', number: 42 });
    expect(c.commentMode).toBe('new');
  });

  it('falls back to $GITHUB_TOKEN outside the runner', () => {
    expect(readInputs(from({}), { GITHUB_TOKEN: 'ghs_fromenv' }).githubToken).toBe('ghs_fromenv');
    expect(readInputs(from({ 'github-token': 'given' }), { GITHUB_TOKEN: 'x' }).githubToken).toBe('given');
  });

  it('gives clear errors for bad values', () => {
    expect(() => readInputs(from({ 'fail-on': 'error, sucess' }), {})).toThrow(
      /unknown outcome 'sucess' in fail-on; expected one of success, error, max_turns/,
    );
    expect(() => readInputs(from({ agent: 'copilot' }), {})).toThrow(
      /input 'agent': unknown value 'copilot'; expected one of claude/,
    );
    expect(() => readInputs(from({ 'max-turns': '0' }), {})).toThrow(/input 'max-turns': '0' is not valid/);
    expect(() => readInputs(from({ 'max-turns': 'ten' }), {})).toThrow(InputError);
    expect(() => readInputs(from({ 'max-budget-usd': '-1' }), {})).toThrow(/max-budget-usd/);
    expect(() => readInputs(from({ 'timeout-minutes': '-5' }), {})).toThrow(/timeout-minutes/);
    expect(() => readInputs(from({ 'step-summary': 'maybe' }), {})).toThrow(/expected true or false/);
    expect(() => readInputs(from({ 'comment-on': 'pr' }), {})).toThrow(/comment-on/);
    expect(() => readInputs(from({ dialect: 'claude' }), {})).toThrow(/expected one of auto, claude-code/);
    expect(() => readInputs(from({ prompt: 'x', 'prompt-file': 'p.md' }), {})).toThrow(/not both/);
  });

  it('fail-on: none never fails; duplicates collapse', () => {
    expect(parseFailOn('none')).toEqual([]);
    expect(parseFailOn('error,error error')).toEqual(['error']);
  });

  it('every default in INPUT_DEFAULTS parses', () => {
    const c = readInputs((name) => (INPUT_DEFAULTS as Record<string, string>)[name] ?? '', {});
    expect(c).toEqual(readInputs(from({}), {}));
  });
});

describe('splitToolList', () => {
  it('keeps spaces and commas inside parentheses', () => {
    expect(splitToolList('Bash(git commit -m "a, b"), Read')).toEqual(['Bash(git commit -m "a, b")', 'Read']);
  });
});

// A hole a security review found: a `redact` value shorter than 6 characters was silently ignored
// and then printed as is in the comment and the outputs. It is refused now, by line number, never
// by value.
describe('redact: a value too short to hide is refused, never skipped in silence', () => {
  it('names the line (counting blank ones) and how long a value must be, never the value', () => {
    let error: unknown;
    try {
      readInputs(from({ redact: 'long-enough-secret\n\n  pw1  \nanother-secret\nab' }), {});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toMatch(/^input 'redact': lines 3, 5 are shorter than 6 characters/);
    expect(message).not.toMatch(/pw1|\bab\b/);
  });

  it('takes every value of 6 characters or more, blank lines and spaces around dropped', () => {
    expect(readInputs(from({ redact: '  123456  \n\nhunter2-secret\n' }), {}).redact).toEqual([
      '123456',
      'hunter2-secret',
    ]);
  });
});

describe('board: keep the leg row of the matrix board live', () => {
  const read = (inputs: Record<string, string>) => readInputs((n) => inputs[n] ?? '', {});
  const inMatrix = { matrix: '{"agent": "claude"}', 'job-index': '0', 'job-total': '3' };
  const env = { GITHUB_WORKFLOW: 'Agents compared' };

  it('auto: on for a matrix leg that publishes its result, with the workflow as the key', () => {
    expect(read({}).board).toEqual({ kind: 'auto' });
    expect(liveBoardKey(read(inMatrix), env)).toBe('Agents compared');
    expect(liveBoardKey(read({}), env)).toBeNull();
    expect(liveBoardKey(read({ ...inMatrix, 'publish-result': 'false' }), env)).toBeNull();
    expect(read(inMatrix).leg).toMatchObject({ jobIndex: 0, jobTotal: 3 });
  });

  it('true / false / a key; the key is one line and becomes a safe marker', () => {
    expect(liveBoardKey(read({ board: 'true' }), env)).toBe('Agents compared');
    expect(liveBoardKey(read({ ...inMatrix, board: 'off' }), env)).toBeNull();
    expect(read({ board: 'nightly board' }).board).toEqual({ kind: 'on', key: 'nightly board' });
    const hostile = liveBoardKey(read({ board: 'x --> <script>alert(1)</script> <!--' }), env)!;
    expect(boardMarker(hostile)).toMatch(/^<!-- narrator-board:[^<>!]* -->$/);
    expect(() => read({ board: 'two\nlines' })).toThrow(/input 'board'/);
    expect(() => read({ 'job-total': '0' })).toThrow(/input 'job-total'/);
  });
});

describe('ask, approval-timeout, max-steers', () => {
  const read = (inputs: Record<string, string>) => readInputs((n) => inputs[n] ?? '', {});
  it('defaults: nothing asked, 10 minutes, steering off', () => {
    const c = read({});
    expect([c.ask, c.approvalTimeoutMs, c.maxSteers, c.onQuestion]).toEqual([[], 600_000, 0, 'wait']);
  });
  it('on-question: wait or park, anything else refused', () => {
    expect(read({ 'on-question': 'park' }).onQuestion).toBe('park');
    expect(read({ 'on-question': ' Wait ' }).onQuestion).toBe('wait');
    expect(() => read({ 'on-question': 'later' })).toThrow(
      /^input 'on-question': must be wait or park, got 'later'/,
    );
  });
  it('reads tool patterns as allowed-tools does, and a duration', () => {
    const c = read({
      ask: 'Bash(git push:*) WebFetch\nmcp__*',
      'approval-timeout': '90s',
      'max-steers': '3',
    });
    expect([c.ask, c.approvalTimeoutMs, c.maxSteers]).toEqual([
      ['Bash(git push:*)', 'WebFetch', 'mcp__*'],
      90_000,
      3,
    ]);
  });
  it('refuses what it cannot read, naming the input', () => {
    expect(() => read({ ask: 'Bash(git push' })).toThrow(
      /^input 'ask': "Bash\(git push" is not a tool pattern/,
    );
    expect(() => read({ 'approval-timeout': 'soon' })).toThrow(
      /^input 'approval-timeout': "soon" is not a duration/,
    );
    expect(() => read({ 'approval-timeout': '0s' })).toThrow(
      /^input 'approval-timeout': must be more than 0/,
    );
    expect(() => read({ 'max-steers': '-1' })).toThrow(/^input 'max-steers'/);
  });
});
