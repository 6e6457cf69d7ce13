// The coin balance in the header follows the coin channel: a credit shows in every open tab of
// the player within a second, with its +N; the avatar the player picks on the account page shows
// in the header and on the leaderboard, which shows the player's place.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

const shown = (page: Page) => page.locator('.site-header .coin-balance').getAttribute('data-coins');

describe.skipIf(!exe)('coin balance', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('rises in every open tab within a second of a credit, and the leaderboard shows the player with their avatar', async () => {
    const context = await newContext(browser, baseURL, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/users/sign_in');
    await page.getByLabel('Username').fill('zoe_l');
    await page.getByLabel('Password').fill('brainclimb');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: /Your account: Zoe/ }).waitFor();
    const other = await context.newPage();
    await other.goto('/quizzes');
    await expect.poll(() => shown(page)).toMatch(/^\d+$/);
    await expect.poll(() => shown(other)).toMatch(/^\d+$/);
    const before = Number(await shown(page));
    const csrf = await page.evaluate(() => document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '');
    const gain = page.locator('.site-header .coin-gain').textContent();
    const t0 = Date.now();
    const r = await page.request.post('/api/test/credit_coins', { data: { amount: 25 }, headers: { 'X-CSRF-Token': csrf } });
    expect(r.ok()).toBe(true);
    await expect.poll(() => shown(page), { timeout: 2000, interval: 50 }).toBe(String(before + 25));
    await expect.poll(() => shown(other), { timeout: 2000, interval: 50 }).toBe(String(before + 25));
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(await gain).toBe('+25');
    // Zoe picks the fox on the account page: the header shows it at once.
    const chip = page.getByRole('link', { name: /Your account: Zoe/ });
    expect(await chip.locator('[data-avatar]').getAttribute('data-avatar')).toBe('');
    await page.goto('/account');
    await page.getByRole('radio', { name: 'Fox' }).check();
    await page.getByRole('status').filter({ hasText: 'Avatar saved!' }).waitFor();
    await expect.poll(() => chip.locator('[data-avatar]').getAttribute('data-avatar')).toBe('fox');
    expect(await chip.locator('img').getAttribute('src')).toBe('/assets/art/avatars/fox.svg');
    expect(await page.getByRole('radio', { name: 'Fox' }).isChecked()).toBe(true);
    await page.screenshot({ path: 'test-results/account-avatar.png', fullPage: true });
    await page.goto('/game_leaderboard');
    const mine = page.getByRole('listitem', { name: /^You: place \d+, zoe_l/ }).first();
    await mine.waitFor();
    const pic = mine.locator('[data-avatar="fox"] img');
    await expect.poll(() => pic.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await page.screenshot({ path: 'test-results/leaderboard.png', fullPage: true });
    await context.close();
  });
});
