/**
 * The runner stand-in that test/e2e/matrix-example.test.ts runs examples/matrix-agents.yml with
 * (test/support/workflow-expressions.ts), checked against what GitHub's documentation says the
 * runner does, so the end-to-end test's "as written" means what the runner would do.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../support/fake-agents.js';
import {
  actionInputs,
  condition,
  evaluate,
  expandMatrix,
  interpolate,
  matrixJobName,
} from '../support/workflow-expressions.js';

/** `${{ inner }}`, written without a template placeholder look-alike in a plain string. */
const expr = (inner: string) => `\${{ ${inner} }}`;

describe('expressions', () => {
  const contexts = {
    github: { event_name: 'pull_request', event: { inputs: null }, token: 'tok' },
    matrix: { agent: 'codex', 'permission-mode': 'plan' },
    secrets: { OPENAI_API_KEY: 'sk-1' },
    strategy: { 'job-index': 2 },
  };

  test('paths with dashes, missing properties as null, literals, `||` and `&&` yielding operands', () => {
    expect(evaluate('matrix.permission-mode', contexts)).toBe('plan');
    expect(evaluate('github.event.inputs.pr-number', contexts)).toBeNull();
    expect(evaluate("github.event.inputs.pr-number || 'auto'", contexts)).toBe('auto');
    expect(evaluate("matrix.agent == 'codex' && secrets.OPENAI_API_KEY || ''", contexts)).toBe('sk-1');
    expect(evaluate("matrix.agent == 'claude' && secrets.OPENAI_API_KEY || ''", contexts)).toBe('');
    expect(evaluate("matrix['agent']", contexts)).toBe('codex');
    expect(evaluate('strategy.job-index', contexts)).toBe(2);
    expect(evaluate("'it''s'", contexts)).toBe("it's");
  });

  test('== ignores case for strings and compares mixed types as numbers; ! and !=', () => {
    expect(evaluate("matrix.agent == 'CODEX'", contexts)).toBe(true);
    expect(evaluate("strategy.job-index == '2'", contexts)).toBe(true);
    expect(evaluate("!(matrix.agent != 'codex')", contexts)).toBe(true);
    expect(evaluate('null == 0', contexts)).toBe(true);
  });

  test('toJSON pretty-prints; interpolation writes values as strings', () => {
    expect(evaluate('toJSON(matrix)', contexts)).toBe(JSON.stringify(contexts.matrix, null, 2));
    expect(interpolate(`job ${expr('strategy.job-index')} of ${expr('matrix.agent')}`, contexts)).toBe(
      'job 2 of codex',
    );
    expect(interpolate(expr('github.event.inputs.pr-number'), contexts)).toBe('');
  });

  test('conditions: success() implied, always() runs after a failure', () => {
    expect(condition(undefined, contexts)).toBe(true);
    expect(condition(undefined, contexts, { failed: true })).toBe(false);
    expect(condition("github.event_name == 'pull_request'", contexts, { failed: true })).toBe(false);
    expect(condition(expr('always()'), contexts, { failed: true })).toBe(true);
  });

  test('anything it does not know throws instead of guessing', () => {
    expect(() => evaluate("contains(matrix.agent, 'c')", contexts)).toThrow(/unsupported function contains/);
    expect(() => evaluate('vars.X', contexts)).toThrow(/unknown context 'vars'/);
    expect(() => evaluate('strategy.job-index < 3', contexts)).toThrow(/unsupported operator '<'/);
    expect(() => actionInputs({ prompt: {} }, { promt: 'x' }, contexts)).toThrow(/'promt' is not an input/);
  });
});

describe('matrix', () => {
  test("include, as GitHub's documentation expands its own example", () => {
    // docs.github.com: "Expanding or adding matrix configurations".
    const legs = expandMatrix({
      fruit: ['apple', 'pear'],
      animal: ['cat', 'dog'],
      include: [
        { color: 'green' },
        { color: 'pink', animal: 'cat' },
        { fruit: 'apple', shape: 'circle' },
        { fruit: 'banana' },
        { fruit: 'banana', animal: 'cat' },
      ],
    });
    expect(legs).toEqual([
      { fruit: 'apple', animal: 'cat', color: 'pink', shape: 'circle' },
      { fruit: 'apple', animal: 'dog', color: 'green', shape: 'circle' },
      { fruit: 'pear', animal: 'cat', color: 'pink' },
      { fruit: 'pear', animal: 'dog', color: 'green' },
      { fruit: 'banana' },
      { fruit: 'banana', animal: 'cat' },
    ]);
    expect(matrixJobName('test', legs[0]!)).toBe('test (apple, cat, pink, circle)');
  });

  test('an include-only matrix: one leg per entry', () => {
    expect(expandMatrix({ include: [{ site: 'production' }, { site: 'staging', dc: 'b' }] })).toEqual([
      { site: 'production' },
      { site: 'staging', dc: 'b' },
    ]);
  });
});

describe('examples/matrix-agents.yml, evaluated', () => {
  const workflow = parseYaml(readFileSync(path.join(REPO_ROOT, 'examples/matrix-agents.yml'), 'utf8')) as {
    jobs: Record<string, { if: string }>;
  };
  const pr = (head: string) => ({
    github: {
      event_name: 'pull_request',
      repository: 'octo/app',
      event: { pull_request: { head: { repo: { full_name: head } } } },
    },
  });

  test("the agents run for this repository's branches and for a manual run, not for a fork's PR", () => {
    for (const job of ['agent', 'board']) {
      const rule = workflow.jobs[job]!.if;
      expect(condition(rule, pr('octo/app')), job).toBe(true);
      expect(condition(rule, pr('mallory/app')), job).toBe(false);
      expect(condition(rule, { github: { event_name: 'workflow_dispatch', event: {} } }), job).toBe(true);
    }
  });
});
