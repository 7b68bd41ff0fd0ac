/**
 * README.md's input and output tables are generated from action.yml by scripts/docs.mjs
 * (`npm run docs`); this fails when they differ, so the README never documents an input that does
 * not exist, misses one that does, or shows a stale default.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { inputsTable, REPO_ROOT, readAction, replaceRegion, rewriteReadme } from '../../scripts/docs.mjs';

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const actionYml = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8');

test('README tables match action.yml (run `npm run docs` to rewrite them)', () => {
  const expected = rewriteReadme(readme, actionYml);
  if (expected !== readme) {
    throw new Error('README.md input/output tables differ from action.yml: run `npm run docs`');
  }
});

test("README's aggregate tables match aggregate/action.yml, every input and output in file order", () => {
  const aggregateYml = readFileSync(join(REPO_ROOT, 'aggregate', 'action.yml'), 'utf8');
  if (rewriteReadme(readme, actionYml, aggregateYml) !== readme) {
    throw new Error('README.md aggregate tables differ from aggregate/action.yml: run `npm run docs`');
  }
  const { inputs, outputs } = readAction(aggregateYml);
  const rowNames = (region: string) => {
    const body = readme.split(`<!-- ${region}:start -->`)[1]?.split(`<!-- ${region}:end -->`)[0] ?? '';
    return [...body.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
  };
  expect(rowNames('aggregate-inputs')).toEqual(inputs.map((i) => i.name));
  expect(rowNames('aggregate-outputs')).toEqual(outputs.map((o) => o.name));
  expect(readme).toMatch(/^\| `require` \| .* \| `all` \| no \|$/m);
});

test('every input and output of action.yml has a row, in file order', () => {
  const { inputs, outputs } = readAction(actionYml);
  // Read the names back out of the README (not out of the generator), in order.
  const rowNames = (region: string) => {
    const body = readme.split(`<!-- ${region}:start -->`)[1]?.split(`<!-- ${region}:end -->`)[0] ?? '';
    return [...body.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
  };
  expect(rowNames('inputs')).toEqual(inputs.map((i) => i.name));
  expect(rowNames('outputs')).toEqual(outputs.map((o) => o.name));
  // Spot checks written from action.yml by hand: a default with a pipe-free value, an expression default.
  expect(readme).toMatch(/^\| `idle-timeout-minutes` \| .* \| `30` \| no \|$/m);
  expect(readme).toMatch(/^\| `github-token` \| .* \| `\$\{\{ github\.token \}\}` \| no \|$/m);
});

test('a stale table is detected and rewritten; text outside the markers is kept', () => {
  const stale = readme.replace(/^\| `agent` \|.*$/m, '| `agent` | old text | `claude` | no |');
  expect(stale).not.toBe(readme);
  expect(rewriteReadme(stale, actionYml)).toBe(rewriteReadme(readme, actionYml));

  const doc = 'intro\n<!-- inputs:start -->\nold\n<!-- inputs:end -->\noutro\n';
  const next = replaceRegion(doc, 'inputs', 'NEW');
  expect(next).toBe('intro\n<!-- inputs:start -->\nNEW\n<!-- inputs:end -->\noutro\n');
});

test('table cells escape pipes and keep one line; empty defaults are marked', () => {
  const table = inputsTable([
    { name: 'x', description: 'a | b\nc', default: '', required: true },
    { name: 'y', description: 'd', default: 'p|q', required: false },
  ]);
  expect(table.split('\n')).toEqual([
    '| Input | Description | Default | Required |',
    '|---|---|---|---|',
    '| `x` | a \\| b c | *(empty)* | yes |',
    '| `y` | d | `p\\|q` | no |',
  ]);
});

test('missing markers are an error, not a silent no-op', () => {
  expect(() => rewriteReadme('# no markers\n', actionYml)).toThrow(/<!-- inputs:start -->/);
});
