/**
 * The input and output tables of docs/inputs.md (and the aggregate action's in docs/board.md) are
 * generated from action.yml by scripts/docs.mjs (`npm run docs`); this fails when they differ, so
 * the docs never document an input that does not exist, miss one that does, or show a stale default.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  generatedPages,
  inputsTable,
  REPO_ROOT,
  readAction,
  replaceRegion,
  rewriteBoardPage,
  rewriteInputsPage,
} from '../../scripts/docs.mjs';

const inputsPage = readFileSync(join(REPO_ROOT, 'docs', 'inputs.md'), 'utf8');
const boardPage = readFileSync(join(REPO_ROOT, 'docs', 'board.md'), 'utf8');
const actionYml = readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8');

test('docs/inputs.md tables match action.yml (run `npm run docs` to rewrite them)', () => {
  const expected = rewriteInputsPage(inputsPage, actionYml);
  if (expected !== inputsPage) {
    throw new Error('docs/inputs.md input/output tables differ from action.yml: run `npm run docs`');
  }
});

test('every generated page is as `npm run docs` would write it', () => {
  const stale = generatedPages()
    .filter((p) => p.next !== p.current)
    .map((p) => p.path);
  expect(stale, 'run `npm run docs`').toEqual([]);
});

test("docs/board.md's aggregate tables match aggregate/action.yml, every input and output in file order", () => {
  const aggregateYml = readFileSync(join(REPO_ROOT, 'aggregate', 'action.yml'), 'utf8');
  if (rewriteBoardPage(boardPage, aggregateYml) !== boardPage) {
    throw new Error('docs/board.md aggregate tables differ from aggregate/action.yml: run `npm run docs`');
  }
  const { inputs, outputs } = readAction(aggregateYml);
  const rowNames = (region: string) => {
    const body = boardPage.split(`<!-- ${region}:start -->`)[1]?.split(`<!-- ${region}:end -->`)[0] ?? '';
    return [...body.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
  };
  expect(rowNames('aggregate-inputs')).toEqual(inputs.map((i) => i.name));
  expect(rowNames('aggregate-outputs')).toEqual(outputs.map((o) => o.name));
  expect(boardPage).toMatch(/^\| `require` \| .* \| `all` \| no \|$/m);
});

test('every input and output of action.yml has a row, in file order', () => {
  const { inputs, outputs } = readAction(actionYml);
  // Read the names back out of the page (not out of the generator), in order.
  const rowNames = (region: string) => {
    const body = inputsPage.split(`<!-- ${region}:start -->`)[1]?.split(`<!-- ${region}:end -->`)[0] ?? '';
    return [...body.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
  };
  expect(rowNames('inputs')).toEqual(inputs.map((i) => i.name));
  expect(rowNames('outputs')).toEqual(outputs.map((o) => o.name));
  // Spot checks written from action.yml by hand: a default with a pipe-free value, an expression default.
  expect(inputsPage).toMatch(/^\| `idle-timeout-minutes` \| .* \| `30` \| no \|$/m);
  expect(inputsPage).toMatch(/^\| `github-token` \| .* \| `\$\{\{ github\.token \}\}` \| no \|$/m);
});

test('a stale table is detected and rewritten; text outside the markers is kept', () => {
  const stale = inputsPage.replace(/^\| `agent` \|.*$/m, '| `agent` | old text | `claude` | no |');
  expect(stale).not.toBe(inputsPage);
  expect(rewriteInputsPage(stale, actionYml)).toBe(rewriteInputsPage(inputsPage, actionYml));

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
  expect(() => rewriteInputsPage('# no markers\n', actionYml)).toThrow(/<!-- inputs:start -->/);
});
