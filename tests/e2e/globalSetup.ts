// Boots the product once for all e2e files (embedded database, demo accounts seeded, the built
// client) and tells the test files where it is. Without Chromium the suite is skipped with a notice.
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestApp, type TestApp } from '../support/app.ts';
import { chromiumPath } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext { baseURL: string; chromium: string }
}

let app: TestApp | undefined;

export async function setup(project: TestProject) {
  const exe = chromiumPath();
  if (!exe) {
    console.warn('\n[e2e] No Chromium found (set CHROMIUM_PATH or install the Debian package chromium): the browser tests are skipped.\n');
    project.provide('chromium', '');
    project.provide('baseURL', '');
    return;
  }
  if (!fs.existsSync('dist/index.html')) throw new Error('The client is not built: run `npm run build` before the e2e tests.');
  app = await startTestApp('pglite', { seedDemo: true, testHooks: true });
  project.provide('chromium', exe);
  project.provide('baseURL', app.url);
}

export async function teardown() {
  await app?.stop();
}
