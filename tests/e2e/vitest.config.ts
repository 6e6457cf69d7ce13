import { defineConfig } from 'vitest/config';

// End-to-end: real Chromium (playwright-core) against the real server booted once in globalSetup.
// Files run one at a time: two cores serve the server and the browser.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    // Long browser scenarios on a shared two-core machine (SwiftShader renders in software).
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
