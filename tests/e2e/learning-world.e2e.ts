// The Learning World in Chromium: a signed-in player walks to a gem with the keyboard and collects
// it, is then caught, answers the room's question correctly, keeps the gem and sees the header's
// coin balance rise; on a phone the arrow buttons move the player; the classic view plays where
// WebGL is not available.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findQuestion } from '../../server/features/quiz/bank/index.ts';
import { launch, newContext } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

interface Point { x: number; y: number }
interface View { gemCount: number; state: string; enemySpeedMultiplier: number; player: Point; gems: Point[]; enemies: Point[] }
const view = (page: Page) => page.evaluate(() => (window as unknown as { __lw?: { session: { view(): View } } }).__lw?.session.view() ?? null);

// The sim's speeds (px per tick) and radii, to pick a gem the player reaches well before a chaser.
const PLAYER_SPEED = 5;
const ENEMY_BASE_SPEED = 1.5;
const CATCH_RADIUS = 50;
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The gem the player can reach soonest with the most room to spare before any chaser gets there. */
function safestGem(v: View): Point {
  const score = (g: Point) => {
    const mine = dist(v.player, g) / PLAYER_SPEED;
    const theirs = Math.min(...v.enemies.map((e) => Math.max(0, dist(e, g) - CATCH_RADIUS) / (ENEMY_BASE_SPEED * v.enemySpeedMultiplier)), Infinity);
    return { mine, spare: theirs - mine };
  };
  const safe = v.gems.filter((g) => score(g).spare > score(g).mine);
  if (safe.length > 0) return safe.reduce((a, b) => (score(a).mine < score(b).mine ? a : b));
  return v.gems.reduce((a, b) => (score(a).spare > score(b).spare ? a : b));
}

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

/**
 * Holds the arrow keys toward the safest gem until one is collected; answers the view then, or
 * the view of a catch that came first.
 */
async function walkToAGem(page: Page): Promise<View> {
  for (let i = 0; i < 120; i++) {
    const v = (await view(page))!;
    if (v.gemCount > 0 || v.state === 'caught') return v;
    const g = safestGem(v);
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
    // Each world is new (the room draws its seed): should a chaser get there first, the player
    // starts again in a fresh world, so what is checked below is always a gem collected first.
    let collected: View | null = null;
    for (let attempt = 0; attempt < 3 && !collected; attempt++) {
      if (attempt > 0) await openWorld(page);
      const start = (await view(page))!;
      const v = await walkToAGem(page);
      expect(dist(v.player, start.player)).toBeGreaterThan(40);
      if (v.state !== 'caught' && v.gemCount > 0) collected = v;
    }
    expect(collected, 'a gem collected before any catch').not.toBeNull();
    const gems = collected!.gemCount;
    expect(gems).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.lw-hud').getByLabel(`Gems: ${gems}`).count()).toBe(1);
    await page.getByText('🌐 Rewards on').waitFor();
    const coinsBefore = Number(await page.locator('.site-header .coin-balance').getAttribute('data-coins'));
    // Standing still, the chaser comes.
    const quiz = page.getByRole('dialog', { name: 'Caught! Answer to escape' });
    await quiz.waitFor({ timeout: 60_000 });
    const atCatch = (await view(page))!;
    expect(atCatch.state).toBe('caught');
    expect(atCatch.gemCount).toBe(gems);
    const id = await quiz.locator('[data-question-id]').getAttribute('data-question-id', { timeout: 15_000 });
    const known = findQuestion(id!);
    expect(known).toBeDefined();
    await quiz.getByRole('button', { name: known!.choices[known!.correct_index], exact: true }).click();
    await quiz.getByText('Correct! 🎉').waitFor();
    await quiz.getByRole('button', { name: 'Keep Playing' }).click();
    await expect.poll(async () => Number(await page.locator('.site-header .coin-balance').getAttribute('data-coins')), { timeout: 5000 }).toBeGreaterThan(coinsBefore);
    const after = (await view(page))!;
    expect(after.state).toBe('playing');
    // A correct answer keeps the gems.
    expect(after.gemCount).toBe(gems);
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
    // The whole field fits the phone's width, with the pad under it.
    const stage = (await page.locator('.lw-stage').boundingBox())!;
    expect(stage.width).toBeLessThanOrEqual(390);
    expect((await page.locator('.lw-pad').boundingBox())!.y).toBeGreaterThanOrEqual(stage.y + stage.height - 1);
    await page.screenshot({ path: 'test-results/learning-world-phone.png', fullPage: true });
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
