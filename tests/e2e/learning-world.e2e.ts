// The Learning World in Chromium: a signed-in player walks to a gem with the keyboard, is caught,
// answers the room's question correctly and sees the header's coin balance rise; on a phone the
// arrow buttons move the player; the classic view plays where WebGL is not available.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findQuestion } from '../../server/features/quiz/bank/index.ts';
import { launch, newContext } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

interface View { gemCount: number; state: string; player: { x: number; y: number }; gems: { x: number; y: number }[] }
const view = (page: Page) => page.evaluate(() => (window as unknown as { __lw?: { session: { view(): View } } }).__lw?.session.view() ?? null);

async function signIn(page: Page, username: string) {
  await page.goto('/users/sign_in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('brainclimb');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Your account/ }).waitFor();
}

async function openWorld(page: Page, query = '') {
  await page.goto(`/learning_world${query}`);
  // The how-to-play dialog opens on the first visit only.
  const go = page.getByRole('button', { name: "Let's go!" });
  if (await go.waitFor({ timeout: 4000 }).then(() => true, () => false)) await go.click();
  await expect.poll(() => view(page), { timeout: 30_000 }).not.toBeNull();
}

/** Holds the arrow keys toward the nearest gem until one is collected. */
async function walkToAGem(page: Page) {
  for (let i = 0; i < 120; i++) {
    const v = (await view(page))!;
    if (v.gemCount > 0 || v.state === 'caught') return v;
    const g = v.gems.reduce((a, b) => (Math.hypot(a.x - v.player.x, a.y - v.player.y) < Math.hypot(b.x - v.player.x, b.y - v.player.y) ? a : b));
    const keys = [g.x > v.player.x + 8 ? 'ArrowRight' : g.x < v.player.x - 8 ? 'ArrowLeft' : null, g.y > v.player.y + 8 ? 'ArrowDown' : g.y < v.player.y - 8 ? 'ArrowUp' : null].filter((k): k is string => k !== null);
    for (const k of keys) await page.keyboard.down(k);
    await page.waitForTimeout(120);
    for (const k of keys) await page.keyboard.up(k);
  }
  throw new Error('no gem reached');
}

describe.skipIf(!exe)('Learning World', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('a signed-in player collects a gem, is caught, answers right and the coin balance rises', async () => {
    const context = await newContext(browser, baseURL, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'ava_s');
    await openWorld(page);
    // WebGL when the browser can make a context (SwiftShader under load sometimes cannot: then
    // the game draws the classic view by itself, which the last test covers).
    await expect.poll(() => page.locator('.lw-stage').getAttribute('data-renderer'), { timeout: 15_000 }).toMatch(/^(webgl|canvas2d)$/);
    await page.getByText('🌐 Rewards on').waitFor();
    const coinsBefore = Number(await page.locator('.site-header .coin-balance').getAttribute('data-coins'));
    const v = await walkToAGem(page);
    expect(v.gemCount + (v.state === 'caught' ? 1 : 0)).toBeGreaterThan(0);
    // Standing still, the chaser comes.
    const quiz = page.getByRole('dialog', { name: 'Caught! Answer to escape' });
    await quiz.waitFor({ timeout: 60_000 });
    const id = await quiz.locator('[data-question-id]').getAttribute('data-question-id', { timeout: 15_000 });
    const known = findQuestion(id!);
    expect(known).toBeDefined();
    await quiz.getByRole('button', { name: known!.choices[known!.correct_index], exact: true }).click();
    await quiz.getByText('Correct! 🎉').waitFor();
    await quiz.getByRole('button', { name: 'Keep Playing' }).click();
    await expect.poll(async () => Number(await page.locator('.site-header .coin-balance').getAttribute('data-coins')), { timeout: 5000 }).toBeGreaterThan(coinsBefore);
    expect((await view(page))!.state).toBe('playing');
    await page.screenshot({ path: 'test-results/learning-world.png' });
    await context.close();
  });

  it('on a phone the arrow buttons move the player', async () => {
    const context = await newContext(browser, baseURL, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openWorld(page);
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    const right = page.getByRole('button', { name: 'Right' });
    for (const name of ['Up', 'Down', 'Left', 'Right', 'Open']) await page.getByRole('button', { name, exact: true }).waitFor();
    const x0 = (await view(page))!.player.x;
    const box = (await right.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(async () => (await view(page))!.player.x, { timeout: 10_000 }).toBeGreaterThan(x0 + 40);
    await page.mouse.up();
    await context.close();
  });

  it('the classic view plays without WebGL', async () => {
    const noGl = await launch(exe, ['--disable-webgl', '--disable-3d-apis']);
    try {
      const context = await newContext(noGl, baseURL, { viewport: { width: 1024, height: 700 } });
      const page = await context.newPage();
      await openWorld(page, '?view=legacy');
      await expect.poll(() => page.locator('.lw-stage').getAttribute('data-renderer')).toBe('canvas2d');
      expect(await page.evaluate(() => { const c = document.createElement('canvas'); return Boolean(c.getContext('webgl') ?? c.getContext('webgl2')); })).toBe(false);
      const x0 = (await view(page))!.player.x;
      await page.keyboard.down('ArrowLeft');
      await expect.poll(async () => (await view(page))!.player.x, { timeout: 10_000 }).toBeLessThan(x0 - 40);
      await page.keyboard.up('ArrowLeft');
      // Without ?view=legacy, a browser without WebGL gets the classic view by itself.
      await openWorld(page);
      await expect.poll(() => page.locator('.lw-stage').getAttribute('data-renderer')).toBe('canvas2d');
      await context.close();
    } finally {
      await noGl.close();
    }
  });
});
