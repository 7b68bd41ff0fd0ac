/**
 * Vitest setup file (vitest.config.ts `setupFiles`): after every test, any exchange with a fake
 * GitHub that broke GitHub's published contract (fake-github.ts, github-contract.ts) fails that
 * test, whatever the test itself asserted. A violation after a file's last test fails its afterAll.
 */
import { afterAll, afterEach } from 'vitest';
import { takeViolations } from './contract-violations.js';

function failOnViolations(): void {
  const violations = takeViolations();
  if (violations.length === 0) return;
  const shown = violations.slice(0, 20).map((v) => `  - ${v}`);
  const more = violations.length > 20 ? [`  … and ${violations.length - 20} more`] : [];
  throw new Error(
    [
      `The fake GitHub saw ${violations.length} exchange(s) that GitHub's OpenAPI contract does not allow:`,
      ...shown,
      ...more,
    ].join('\n'),
  );
}

afterEach(failOnViolations);
afterAll(failOnViolations);
