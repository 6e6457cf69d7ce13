// Brain Climb as a child plays it, in Chromium: a visitor starts hopping, jumps until the energy
// runs out, the Learning Challenge opens, three correct answers refill the energy, play resumes.
// Answers are looked up in the question bank by the id the page received, as the server does.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findQuestion } from '../../server/features/quiz/bank/index.ts';
import { launch, newContext, PHONE } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

interface Probe { hud: { energy: number; phase: string; heightM: number } }
const probe = (page: Page) => page.evaluate(() => ({ hud: (window as unknown as { __brainClimb: { hud: { getState(): Probe['hud'] } } }).__brainClimb.hud.getState() }) as Probe);

async function answerCorrectly(page: Page, lastQuestionId: () => string | undefined) {
  await page.getByRole('dialog', { name: 'Learning Challenge' }).waitFor();
  for (let i = 0; i < 3; i++) {
    await page.locator('.quiz-choice').first().waitFor();
    const q = findQuestion(lastQuestionId()!);
    expect(q, `question ${lastQuestionId()} is in the bank`).toBeDefined();
    await page.locator('.quiz-choice').nth(q!.correct_index).click();
    await page.getByText('Correct!').waitFor();
    await page.getByRole('button', { name: i < 2 ? 'Next Question' : 'Keep Climbing!' }).click();
  }
}

describe.skipIf(!exe)('Brain Climb in the browser', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  for (const [name, device] of [['desktop', { viewport: { width: 900, height: 640 } }], ['phone', PHONE]] as const) {
    it(`a visitor on ${name} hops until the energy runs out, answers 3 questions and plays on`, async () => {
      const context = await newContext(browser, baseURL, device);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      let lastQuestionId: string | undefined;
      page.on('response', async (r) => {
        if (r.url().includes('/api/quiz/question')) lastQuestionId = ((await r.json()) as { question: { id: string } }).question.id;
      });

      await page.goto('/brain-climb?test_energy=15');
      await page.getByRole('button', { name: /Career/ }).click();
      await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
      expect((await probe(page)).hud.phase).toBe('playing');

      const hop = name === 'phone'
        ? () => page.getByRole('button', { name: 'Hop Right' }).tap({ timeout: 2000 }).catch(() => {})
        : () => page.keyboard.press('Space');
      // 15 energy at 5 a jump: three jumps empty it (a test hook sets the start; the rule is the same at 100).
      for (let i = 0; i < 120 && (await probe(page)).hud.phase === 'playing'; i++) {
        await hop();
        await page.waitForTimeout(150);
      }
      expect((await probe(page)).hud).toMatchObject({ phase: 'quiz', energy: 0 });

      await answerCorrectly(page, () => lastQuestionId);
      await expect.poll(async () => (await probe(page)).hud).toMatchObject({ phase: 'playing', energy: 100 });
      // The frog resumes where it paused (perhaps mid-air with no jumps left): hop until one is spent.
      await expect.poll(async () => { await hop(); return (await probe(page)).hud.energy; }, { timeout: 20_000, interval: 300 }).toBeLessThan(100);
      expect((await probe(page)).hud.energy % 5).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
