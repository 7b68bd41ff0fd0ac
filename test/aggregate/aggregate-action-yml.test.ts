/**
 * aggregate/action.yml and the code must agree, like action.yml does (test/action/action-yml.test.ts):
 * the inputs and their defaults, the outputs the code sets, the bundle it runs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { ENTRIES } from '../../scripts/build.mjs';
import { AGGREGATE_INPUT_DEFAULTS, readAggregateInputs } from '../../src/aggregate/inputs.js';
import { AGGREGATE_OUTPUT_NAMES } from '../../src/aggregate/run.js';
import { readActionYml } from '../support/action-yml.js';
import { REPO_ROOT } from '../support/fake-agents.js';

const yml = readActionYml(path.join(REPO_ROOT, 'aggregate', 'action.yml'));

describe('aggregate/action.yml', () => {
  it('runs its own bundle from dist/ on node24', () => {
    expect(yml.runs).toEqual({ using: 'node24', main: '../dist/aggregate.js' });
    const bundle = path.posix.normalize(path.posix.join('aggregate', yml.runs['main']!));
    expect(bundle).toBe('dist/aggregate.js');
    expect(
      (ENTRIES as Array<{ source: string; out: string }>).find((e) => e.out === 'aggregate.js')?.source,
    ).toBe('src/aggregate/main.ts');
  });

  it('declares exactly the inputs the code reads, with the same defaults', () => {
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.keys(AGGREGATE_INPUT_DEFAULTS).sort());
    for (const [name, spec] of Object.entries(yml.inputs)) {
      expect(spec['description'], name).toBeTruthy();
      expect(spec['required'], name).toBe('false');
      const code = (AGGREGATE_INPUT_DEFAULTS as Record<string, string>)[name];
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
      if (name === 'github-token') expect(spec['default']).toBe('${{ github.token }}');
      else expect(spec['default'], name).toBe(code);
    }
    const fromYml = readAggregateInputs(
      (n) => (n === 'github-token' ? '' : (yml.inputs[n]?.['default'] ?? '')),
      {},
    );
    expect(fromYml).toEqual(readAggregateInputs(() => '', {}));
  });

  it('documents exactly the outputs the code sets', () => {
    expect(Object.keys(yml.outputs).sort()).toEqual([...AGGREGATE_OUTPUT_NAMES].sort());
    for (const [name, spec] of Object.entries(yml.outputs)) expect(spec['description'], name).toBeTruthy();
  });

  it('refuses bad inputs with the input named', () => {
    const read = (inputs: Record<string, string>) => () => readAggregateInputs((n) => inputs[n] ?? '', {});
    expect(read({ require: '150%' })).toThrow("input 'require': '150%': a percentage is at most 100%");
    expect(read({ 'step-summary': 'maybe' })).toThrow(
      "input 'step-summary': expected true or false, got 'maybe'",
    );
    expect(read({ 'comment-on': 'pr' })).toThrow(/comment-on/);
    expect(readAggregateInputs((n) => ({ jobs: 'agent, review *\nshard' })[n] ?? '', {}).jobs).toEqual([
      'agent',
      'review *',
      'shard',
    ]);
  });
});
