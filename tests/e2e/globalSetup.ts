// Boots the product once for all e2e files (embedded database, demo accounts seeded, the built
// client) and tells the test files where it is. Without Chromium the suite is skipped with a notice.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestApp, type TestApp } from '../support/app.ts';
import { chromiumPath } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext { baseURL: string; chromium: string; classCode: string }
}

let app: TestApp | undefined;

/** Every correct answer is the first choice, so the browser tests can answer without peeking. */
export const CLASS_QUESTIONS = [
  { text: 'Which planet do we live on?', choices: ['Earth', 'Mars', 'Venus'], correct_index: 0, explanation: 'We live on Earth, the third planet from the Sun.' },
  { text: 'What is the Sun?', choices: ['A star', 'A planet', 'A moon'], correct_index: 0, explanation: 'The Sun is a star, the closest one to us.' },
  { text: 'Which planet has big rings?', choices: ['Saturn', 'Mercury', 'Earth'], correct_index: 0, explanation: 'Saturn has the biggest rings, made of ice and rock.' },
  { text: 'What goes around the Earth?', choices: ['The Moon', 'The Sun', 'Mars'], correct_index: 0, explanation: 'The Moon orbits the Earth about once a month.' },
];

export async function setup(project: TestProject) {
  const exe = chromiumPath();
  if (!exe) {
    console.warn('\n[e2e] No Chromium found (set CHROMIUM_PATH or install the Debian package chromium): the browser tests are skipped.\n');
    project.provide('chromium', '');
    project.provide('baseURL', '');
    project.provide('classCode', '');
    return;
  }
  // CLIENT_DIST lets a build elsewhere be tested while dist/ is in use.
  const clientDist = path.resolve(process.env.CLIENT_DIST ?? 'dist');
  if (!fs.existsSync(path.join(clientDist, 'index.html'))) throw new Error('The client is not built: run `npm run build` before the e2e tests.');
  app = await startTestApp('pglite', { seedDemo: true, testHooks: true, clientDist });
  // A class quiz by the demo teacher, whose answers the tests know.
  const teacher = await app.services.auth.findByUsername('ms_rivera');
  const quiz = await app.services.quiz.quizzes.createQuiz(teacher!.id, { title: 'Our Solar System', subject: 'science', grade: 3, mode: 'teacher', questions: CLASS_QUESTIONS });
  project.provide('classCode', quiz.code);
  project.provide('chromium', exe);
  project.provide('baseURL', app.url);
}

export async function teardown() {
  await app?.stop();
}
