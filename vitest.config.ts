import { defineConfig } from 'vitest/config';

// Unit and integration suites. Integration tests boot the real composition root on an ephemeral
// port with an in-memory PGlite; files run in separate forks, at most two at a time (2 cores).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'sim/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
