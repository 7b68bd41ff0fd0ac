/**
 * action.yml and the code must agree: every input has the same default in code (so the action
 * behaves the same outside the runner), and every documented output is set by the code.
 */
import { describe, expect, it } from 'vitest';
import { actionOutputs } from '../../src/action/outputs.js';
import { INPUT_DEFAULTS, readInputs } from '../../src/inputs.js';
import { foldEvents } from '../../src/run/reducer.js';
import { readActionYml } from '../support/action-yml.js';

const yml = readActionYml();

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

  it("has the same default as the code for every input (github-token: the runner's token)", () => {
    for (const [name, spec] of Object.entries(yml.inputs)) {
      const code = (INPUT_DEFAULTS as Record<string, string>)[name];
      if (name === 'github-token') {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression
        expect(spec['default']).toBe('${{ github.token }}');
        expect(code).toBe(''); // outside the runner: $GITHUB_TOKEN, see readInputs
        continue;
      }
      expect(spec['default'], name).toBe(code);
    }
  });

  it("action.yml's defaults, given as inputs, parse to the same config as no inputs at all", () => {
    const fromYml = readInputs((n) => (n === 'github-token' ? '' : (yml.inputs[n]?.['default'] ?? '')), {});
    expect(fromYml).toEqual(readInputs(() => '', {}));
  });

  it('documents exactly the outputs the code sets', () => {
    const summary = foldEvents([
      { kind: 'exit', at: 1, exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null },
    ]);
    const set = actionOutputs(summary, { ctx: {}, summaryFile: '/tmp/s.json', logFile: '/tmp/l.jsonl' });
    expect(Object.keys(yml.outputs).sort()).toEqual(Object.keys(set).sort());
    for (const [name, spec] of Object.entries(yml.outputs)) expect(spec['description'], name).toBeTruthy();
  });
});
