import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Fails any test whose fake-GitHub exchanges break GitHub's published contract.
    setupFiles: ['test/support/contract-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
