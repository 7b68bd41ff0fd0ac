/**
 * `npm ci` asks about every install script that package.json's `allowScripts` does not decide
 * (npm 11 prints "install scripts not yet covered by allowScripts" and skips them): each package of
 * the lockfile that has one is decided, allowed or denied, so a fresh clone's install says nothing
 * about it. docs/development.md says why each is decided as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fake-agents.js';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

it('every package with an install script in the lockfile is allowed or denied in allowScripts', () => {
  const lock = JSON.parse(read('package-lock.json')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  const pkg = JSON.parse(read('package.json')) as { allowScripts?: Record<string, boolean> };
  const withScripts = [
    ...new Set(
      Object.entries(lock.packages)
        .filter(([, p]) => p.hasInstallScript)
        .map(([where]) => where.split('node_modules/').pop()!),
    ),
  ].sort();
  expect(withScripts.length).toBeGreaterThan(0);
  const undecided = withScripts.filter((name) => typeof pkg.allowScripts?.[name] !== 'boolean');
  expect(undecided).toEqual([]);
  const dev = read('docs/development.md');
  for (const name of withScripts) expect(dev).toContain(`\`${name}\``);
});
