// A signed-in student completes a level and Next Level saves progress on the server; the level
// after is played with the energy kept. A short test level (test hook) puts the goal one hop up.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');
const hud = (page: Page) => page.evaluate(() => (window as unknown as { __brainClimb: { hud: { getState(): { phase: string; level: number; energy: number } } } }).__brainClimb.hud.getState());

describe.skipIf(!exe)('Brain Climb progress', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('a signed-in student completes level 1 and Next Level saves progress', async () => {
    const context = await newContext(browser, baseURL, { viewport: { width: 900, height: 640 } });
    const page = await context.newPage();
    await page.goto('/users/sign_in');
    await page.getByLabel('Username').fill('noah_k');
    await page.getByLabel('Password').fill('brainclimb');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: /Your account: Noah/ }).waitFor();
    const progress = async () => (await (await page.request.get('/api/jump_game/user_progress')).json()).highest_level as number;
    expect(await progress()).toBe(1);

    await page.goto('/brain-climb?test_level=short');
    await page.getByRole('button', { name: /Career/ }).click();
    await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    // Signed in, the game plays in a room: only the room's record of the goal unlocks level 2.
    await page.getByRole('button', { name: 'Online · 1' }).waitFor();
    await expect.poll(async () => { await page.keyboard.press('Space'); return (await hud(page)).phase; }, { timeout: 30_000, interval: 700 }).toBe('complete');

    const dialog = page.getByRole('dialog', { name: 'Level Complete' });
    await dialog.getByText('You climbed level 1!').waitFor();
    const energyBefore = (await hud(page)).energy;
    await dialog.getByRole('button', { name: 'Next Level' }).click();
    await expect.poll(async () => (await hud(page)).level, { timeout: 20_000 }).toBe(2);
    expect(await progress()).toBe(2);
    expect((await hud(page)).energy).toBe(energyBefore);
    await context.close();
  });

  it('an invalid class code shows the error and keeps the player on the code entry', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/brain-climb');
    await page.getByRole('button', { name: /Class Quiz/ }).click();
    const input = page.getByLabel('Class quiz code');
    await input.fill('zz-99 x9q');
    expect(await input.inputValue()).toBe('ZZ99X9');
    await page.getByRole('button', { name: 'Start climbing' }).click();
    await page.getByText('Quiz code not found. Please check the code and try again.').waitFor();
    await input.fill('ZZ99X');
    expect(await page.getByText('Quiz code not found.').count()).toBe(0);
    await input.fill('');
    expect(await page.getByRole('button', { name: 'Start climbing' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('the music modal changes the volume and the choice survives a reload', async () => {
    const context = await newContext(browser, baseURL, { viewport: { width: 900, height: 640 } });
    const page = await context.newPage();
    await page.goto('/brain-climb');
    await page.getByRole('button', { name: /Career/ }).click();
    await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sound and music settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Music' });
    await dialog.getByText('Lily Pad Hop').first().waitFor();
    await dialog.getByRole('slider', { name: 'Volume' }).fill('20');
    await dialog.getByText('Volume: 20%').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('button', { name: /Career/ }).click();
    await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sound and music settings' }).click();
    await page.getByRole('dialog', { name: 'Music' }).getByText('Volume: 20%').waitFor();
    await context.close();
  });
});

describe.skipIf(!exe)('Brain Climb in teacher mode', () => {
  const classCode = inject('classCode');
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('a student enters the class code, refills with the class questions, and the results are posted', async () => {
    const context = await newContext(browser, baseURL, { viewport: { width: 900, height: 640 } });
    const page = await context.newPage();
    await page.goto('/users/sign_in');
    await page.getByLabel('Username').fill('ava_s');
    await page.getByLabel('Password').fill('brainclimb');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: /Your account: Ava/ }).waitFor();

    const sessionStarted = page.waitForResponse((r) => r.url().endsWith('/api/quiz_game_sessions') && r.request().method() === 'POST');
    await page.goto('/brain-climb?test_energy=5');
    await page.getByRole('button', { name: /Class Quiz/ }).click();
    await page.getByLabel('Class quiz code').fill(classCode.toLowerCase());
    await page.getByRole('button', { name: 'Start climbing' }).click();
    await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
    expect((await sessionStarted).status()).toBe(201);

    await expect.poll(async () => { await page.keyboard.press('Space'); return page.getByRole('dialog', { name: 'Learning Challenge' }).isVisible(); }, { timeout: 30_000, interval: 500 }).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Learning Challenge' });
    await dialog.getByText('Our Solar System').waitFor();
    const posted = page.waitForResponse((r) => /\/api\/quiz_completions\/\d+\/submit_results$/.test(r.url()));
    for (let i = 0; i < 3; i++) {
      await dialog.locator('.quiz-choice').first().click();
      await dialog.getByText('Correct!').waitFor();
      await dialog.getByRole('button', { name: i < 2 ? 'Next Question' : 'Keep Climbing!' }).click();
    }
    expect((await posted).status()).toBe(200);
    await context.close();
  });
});
