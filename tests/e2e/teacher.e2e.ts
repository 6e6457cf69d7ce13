// A teacher makes a quiz in the browser (typed and pasted questions); a student in another
// browser enters its code in Brain Climb's teacher mode and answers the refill quiz with those
// questions; the teacher's class view shows the student live, then in the results.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

async function signIn(page: Page, username: string) {
  await page.goto('/users/sign_in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('brainclimb');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Your account/ }).waitFor();
}

describe.skipIf(!exe)('teacher quizzes', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('a teacher makes a quiz, a student plays it, and the class view updates live', async () => {
    const tctx = await newContext(browser, baseURL, { viewport: { width: 1200, height: 900 } });
    const teacher = await tctx.newPage();
    await signIn(teacher, 'ms_rivera');
    await teacher.getByRole('link', { name: 'My Quizzes' }).click();
    await teacher.getByRole('link', { name: /New quiz/ }).click();
    await teacher.getByLabel('Title').fill('Ocean Animals');
    await teacher.getByLabel('Subject').selectOption('science');
    await teacher.getByLabel('Question 1').fill('Which animal is a fish?');
    await teacher.getByLabel('Choice 1', { exact: true }).fill('Shark');
    await teacher.getByLabel('Choice 2', { exact: true }).fill('Dolphin');
    // Two more from a spreadsheet; a bad line is reported first.
    await teacher.getByLabel('Pasted questions').fill('What do whales breathe?,1,Whales come up for air.,Air,Water\nBroken line,Q,,a,b');
    await teacher.getByRole('button', { name: 'Preview' }).click();
    await teacher.getByText(/Line 2:/).waitFor();
    await teacher.getByLabel('Pasted questions').fill('What do whales breathe?,1,Whales come up for air.,Air,Water\nHow many arms has an octopus?,A,Eight!,8,6,10');
    await teacher.getByRole('button', { name: 'Preview' }).click();
    await teacher.getByRole('button', { name: 'Add 2 questions' }).click();
    await teacher.screenshot({ path: 'test-results/teacher-editor.png', fullPage: true });
    await teacher.getByRole('button', { name: 'Save quiz' }).click();
    const codeBox = teacher.getByLabel(/^Class code /);
    await codeBox.waitFor();
    const code = (await codeBox.getAttribute('aria-label'))!.replace('Class code ', '');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    const sctx = await newContext(browser, baseURL, { viewport: { width: 900, height: 640 } });
    const student = await sctx.newPage();
    await student.bringToFront();
    await signIn(student, 'mia_o');
    await student.goto('/brain-climb?test_energy=5');
    await student.getByRole('button', { name: /Class Quiz/ }).click();
    await student.getByLabel('Class quiz code').fill(code.toLowerCase());
    await student.getByRole('button', { name: 'Start climbing' }).click();
    await student.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    // The teacher sees the student climbing before any question.
    await teacher.locator('.tq-live-list li[data-user="mia_o"]').waitFor({ timeout: 15_000 });
    await expect.poll(async () => { await student.keyboard.press('Space'); return student.getByRole('dialog', { name: 'Learning Challenge' }).isVisible(); }, { timeout: 30_000, interval: 500 }).toBe(true);
    const dialog = student.getByRole('dialog', { name: 'Learning Challenge' });
    await dialog.getByText('Ocean Animals').waitFor();
    // The question the student is on shows in the teacher's live panel.
    await teacher.locator('.tq-live-list li[data-user="mia_o"] .tq-stuck').waitFor({ timeout: 10_000 });
    const answers: Record<string, string> = { 'Which animal is a fish?': 'Shark', 'What do whales breathe?': 'Air', 'How many arms has an octopus?': '8' };
    // Three distinct right answers refill the energy; a question may come back, so answer until done.
    for (let i = 0; i < 8; i++) {
      const text = (await dialog.locator('.quiz-text').textContent())?.trim() ?? '';
      const right = Object.entries(answers).find(([q]) => text.includes(q))?.[1];
      expect(right, `a question of the quiz, got "${text}"`).toBeDefined();
      await dialog.locator('.quiz-choice', { hasText: new RegExp(`^\\s*${right}\\s*$`) }).first().click();
      await dialog.getByText('Correct!').waitFor();
      const done = dialog.getByRole('button', { name: 'Keep Climbing!' });
      if (await done.isVisible()) { await done.click(); break; }
      await dialog.getByRole('button', { name: 'Next Question' }).click();
    }
    await teacher.locator('.tq-live-list li[data-user="mia_o"] .tq-ok').waitFor({ timeout: 10_000 });
    // Back to the menu: the student leaves the world, and the room hands over the recorded climb.
    await student.getByRole('button', { name: 'Back to Menu' }).click();
    await expect.poll(async () => {
      await teacher.reload();
      return teacher.getByRole('button', { name: 'Watch replay' }).isVisible();
    }, { timeout: 20_000, interval: 1000 }).toBe(true);
    await teacher.getByRole('button', { name: 'Watch replay' }).click();
    const canvas = teacher.locator('.tq-replay-canvas');
    await expect.poll(async () => Number(await canvas.getAttribute('data-tick')), { timeout: 15_000 }).toBeGreaterThan(60);
    await teacher.getByRole('button', { name: 'Pause' }).click();
    await teacher.screenshot({ path: 'test-results/teacher-class-view.png', fullPage: true });
    await sctx.close();
    await tctx.close();
  });
});
