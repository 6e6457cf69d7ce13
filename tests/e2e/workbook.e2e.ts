// The summer workbook in Chromium: a visitor runs ten questions (always the first choice) to the
// results screen and Try Again starts over; a signed-in student's result shows on /quizzes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, PHONE } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

/** Answers all ten with the first choice; returns how many the page said were correct. */
async function playTen(page: Page): Promise<number> {
  let correct = 0;
  for (let i = 1; i <= 10; i++) {
    await page.getByText(`Question ${i} of 10`).waitFor();
    const first = page.locator('.qt-choice').first();
    await first.waitFor();
    expect(await first.isEnabled()).toBe(true);
    await first.click();
    const feedback = page.locator('.qt-feedback');
    await feedback.waitFor();
    // Locked: every choice is disabled once one is chosen.
    expect(await page.locator('.qt-choice:not([disabled])').count()).toBe(0);
    if ((await feedback.getAttribute('class'))?.includes('good')) correct++;
    await page.getByRole('button', { name: i < 10 ? 'Next Question' : 'See My Results' }).click();
  }
  return correct;
}

describe.skipIf(!exe)('summer workbook in the browser', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('a visitor runs ten questions to the results and Try Again starts over', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/quizzes');
    await page.getByRole('link', { name: /Science/ }).first().click();
    await page.getByRole('heading', { name: 'Summer Workbook: Science' }).waitFor();

    const correct = await playTen(page);
    const title = page.locator('.qt-score-title');
    await title.waitFor();
    const expected = correct === 10 ? 'Perfect Score!' : correct >= 7 ? 'Great Job!' : 'Keep practicing!';
    expect(await title.textContent()).toBe(expected);
    expect(await page.locator('.qt-score strong').textContent()).toBe(String(correct));
    expect(await page.locator('.qt-answer-list li').count()).toBe(10);
    expect(await page.locator('a[href^="/chat/new?question="]').count()).toBe(10 - correct);
    expect(await page.getByRole('link', { name: 'More Quizzes' }).getAttribute('href')).toBe('/quizzes');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Question 1 of 10').waitFor();
    expect(await page.locator('.qt-choice:not([disabled])').count()).toBeGreaterThan(1);
    expect(await page.locator('.qt-progress li.right, .qt-progress li.missed').count()).toBe(0);
    expect(await page.locator('.qt-results').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in student on a phone finishes the math workbook and sees the result on /quizzes', async () => {
    const context = await newContext(browser, baseURL, PHONE);
    const page = await context.newPage();
    await page.goto('/users/sign_in');
    await page.getByLabel('Username').fill('noah_k');
    await page.getByLabel('Password').fill('brainclimb');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto('/summer_workbook/math');
    await page.getByText(/grade 5/).waitFor();
    const correct = await playTen(page);
    await page.locator('.qt-score-title').waitFor();

    await page.getByRole('link', { name: 'More Quizzes' }).click();
    const row = page.locator('.qz-row', { hasText: 'Summer Workbook: Math' }).first();
    await row.waitFor();
    expect(await row.locator('.qz-score-pill').textContent()).toBe(`${correct}/10`);
    await context.close();
  });
});
