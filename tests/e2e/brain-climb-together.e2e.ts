// Two signed-in players open Brain Climb in two browsers: the server puts them in one world, and
// each sees the other's frog with its name label, moving when the other moves.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

type Hooks = { view: { labelNames(): string[] }; session: { link: { others(): { x: number; name: string }[] } | null } };
const labels = (page: Page) => page.evaluate(() => (window as unknown as { __brainClimb: Hooks }).__brainClimb.view.labelNames());
const othersX = (page: Page) => page.evaluate(() => (window as unknown as { __brainClimb: Hooks }).__brainClimb.session.link?.others().map((o) => o.x) ?? []);

describe.skipIf(!exe)('Brain Climb together', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  /** A demo account signed in, or (`fresh`) a new student account of its own. */
  async function play(username: string, query = '', fresh = false): Promise<Page> {
    const context = await newContext(browser, baseURL, { viewport: { width: 900, height: 640 } });
    const page = await context.newPage();
    if (fresh) {
      const { csrf_token } = await (await page.request.get('/api/v1/session')).json() as { csrf_token: string };
      const r = await page.request.post('/users/sign_up', { headers: { 'X-CSRF-Token': csrf_token }, data: { username, password: 'hop-hop-hop', role: 'student', grade: 3 } });
      expect(r.status()).toBe(201);
    } else {
      await page.goto('/users/sign_in');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('brainclimb');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: /Your account/ }).waitFor();
    }
    await page.goto(`/brain-climb${query}`);
    await page.getByRole('button', { name: /Career/ }).click();
    await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    return page;
  }

  it('puts two players in one world, each showing the other frog with its name', async () => {
    const kai = await play('kai_k');
    const mia = await play('mia_o');
    try {
    await expect.poll(() => labels(kai), { timeout: 20_000 }).toEqual(['Mia']);
    await expect.poll(() => labels(mia), { timeout: 20_000 }).toEqual(['Kai']);
    await kai.getByRole('button', { name: 'Online · 2' }).waitFor({ timeout: 10_000 });
    // Mia walks right; Kai's screen shows her frog moving.
    const before = (await othersX(kai))[0];
    // A page in the background may get no animation frames: Mia's must be the one in front.
    await mia.bringToFront();
    await mia.keyboard.down('ArrowRight');
    await expect.poll(async () => (await othersX(kai))[0], { timeout: 10_000 }).toBeGreaterThan(before + 60);
    await mia.keyboard.up('ArrowRight');
    await kai.bringToFront();
    await kai.screenshot({ path: 'test-results/brain-climb-together.png' });
    } finally {
      await kai.context().close();
      await mia.context().close();
    }
  });

  it('going Offline leaves the world and plays on alone; going Online joins it again, once however fast the taps', async () => {
    const tag = Date.now().toString(36).slice(-5);
    const finn = await play(`finn_${tag}`, '', true);
    const gus = await play(`gus_${tag}`, '', true);
    const myX = (page: Page) => page.evaluate(() => (window as unknown as { __brainClimb: { session: { me(): { x: number } } } }).__brainClimb.session.me().x);
    try {
      await expect.poll(() => labels(gus), { timeout: 20_000 }).toEqual([`finn_${tag}`]);
      await finn.getByRole('button', { name: 'Online · 2' }).waitFor({ timeout: 10_000 });
      // Finn goes offline: Gus's world loses Finn's frog and its count drops (refreshed every 2 s).
      await finn.bringToFront();
      await finn.getByRole('button', { name: 'Online · 2' }).click();
      await finn.getByRole('button', { name: /Offline/ }).waitFor({ timeout: 10_000 });
      await expect.poll(() => labels(gus), { timeout: 10_000 }).toEqual([]);
      await gus.getByRole('button', { name: 'Online · 1' }).waitFor({ timeout: 10_000 });
      // Offline, Finn's frog still answers the keys, in the browser's own world.
      const before = await myX(finn);
      await finn.keyboard.down('ArrowLeft');
      await expect.poll(() => myX(finn), { timeout: 10_000 }).toBeLessThan(before - 40);
      await finn.keyboard.up('ArrowLeft');
      await finn.screenshot({ path: 'test-results/brain-climb-offline.png' });
      // A quick double tap on Offline joins the world once: Gus sees one Finn, and two players.
      await finn.getByRole('button', { name: /Offline/ }).dblclick();
      await finn.getByRole('button', { name: 'Online · 2' }).waitFor({ timeout: 10_000 });
      await expect.poll(() => labels(gus), { timeout: 10_000 }).toEqual([`finn_${tag}`]);
      await gus.getByRole('button', { name: 'Online · 2' }).waitFor({ timeout: 10_000 });
      // And it stays that way: no second Finn turns up once every join has settled.
      await finn.waitForTimeout(2500);
      expect(await labels(gus)).toEqual([`finn_${tag}`]);
      await gus.getByRole('button', { name: 'Online · 2' }).waitFor({ timeout: 3_000 });
    } finally {
      await finn.context().close();
      await gus.context().close();
    }
  });

  it('a page reload during play returns the player to the same frog, energy and place', async () => {
    const leo = await play('leo_o', '?test_energy=40');
    await leo.getByRole('button', { name: /Online · / }).waitFor({ timeout: 10_000 });
    const frog = () => leo.evaluate(() => (window as unknown as { __brainClimb: { session: { link: { me(): { x: number; y: number; energy: number; onGround: boolean } } | null } } }).__brainClimb.session.link?.me());
    // Hop and walk a little to the left, staying well inside the 400 px start island (a slow page
    // may overshoot by a fraction of a second of walking; a frog that walked off would fall and be
    // reset with +20 energy while the page reloads).
    await leo.keyboard.down('ArrowLeft');
    await leo.keyboard.press('Space');
    await expect.poll(async () => (await frog())?.energy, { timeout: 10_000 }).toBe(35);
    await expect.poll(async () => (await frog())?.x ?? 600, { timeout: 10_000 }).toBeLessThan(560);
    await leo.keyboard.up('ArrowLeft');
    // The reload must start from a frog at rest: on the ground, and the same in two readings.
    let before = (await frog())!;
    await expect.poll(async () => {
      const now = (await frog())!;
      const still = now.onGround && now.x === before.x && now.y === before.y && now.energy === before.energy;
      before = now;
      return still;
    }, { timeout: 10_000, interval: 400 }).toBe(true);
    expect(before.energy).toBe(35);
    expect(before.x).toBeLessThan(580);
    await leo.reload();
    await leo.getByRole('button', { name: /Career/ }).click();
    await leo.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    await expect.poll(async () => (await frog())?.energy, { timeout: 10_000 }).toBe(before.energy);
    expect(Math.abs((await frog())!.x - before.x)).toBeLessThan(4);
    await leo.context().close();
  });
});
