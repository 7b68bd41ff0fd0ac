import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Fails any test whose fake-GitHub exchanges break GitHub's published contract.
    setupFiles: ['test/support/contract-setup.ts'],
    // vitest's default is availableParallelism() - 1: ONE worker on a 2-core runner, every file one
    // after another. Most files wait on child processes and loopback servers, so two overlap well:
    // measured on 2 cores, the whole suite 1,531 s with one worker, 878 s with two, all green.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
