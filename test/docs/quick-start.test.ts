/**
 * What a new user copies first: the README's quick start and examples/pr-review.yml, read as a
 * person would use them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fake-agents.js';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

it("the quick start's steps check the repository out before the agent reads it", () => {
  const readme = read('README.md');
  const quick = readme.slice(readme.indexOf('## Quick start'));
  const yaml = /```yaml\n([\s\S]*?)```/.exec(quick)?.[1] ?? '';
  const checkout = yaml.indexOf('uses: actions/checkout@');
  expect(checkout).toBeGreaterThanOrEqual(0);
  expect(checkout).toBeLessThan(yaml.indexOf('/narrator@'));
});

it("pr-review.yml: the agent's budget is not above what its gate accepts", () => {
  const yaml = read('examples/pr-review.yml');
  const cap = Number(/max-budget-usd: *"?([\d.]+)/.exec(yaml)?.[1]);
  const gate = Number(/MAX_COST_USD: *"?([\d.]+)/.exec(yaml)?.[1]);
  expect(cap).toBeGreaterThan(0);
  expect(cap).toBeLessThanOrEqual(gate);
});

it("the README says what a fork PR's required check shows, and why", () => {
  const readme = read('README.md');
  expect(readme).toMatch(/fork[\s\S]{0,200}no secrets[\s\S]{0,300}`gate` check then passes/);
  // The notice it quotes is the one the gate prints.
  expect(read('examples/pr-review.yml')).toContain(
    'No agent review (a fork PR): a maintainer reviews this one.',
  );
  expect(readme.replace(/\s+/g, ' ')).toContain('No agent review (a fork PR): a maintainer reviews this one');
});

it("the README's test command needs no set-up of its own: npm test runs it", () => {
  const readme = read('README.md');
  expect(readme).toContain('npm test ');
  expect(readme).toContain('scripts/test-setup.mjs');
});
