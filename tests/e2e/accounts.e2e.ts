// What a person does with accounts, in Chromium: sign up as a student, sign out, sign in, see the
// name; a visitor sees the home page and opens the menu on a phone; a parent adds a child.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newContext, PHONE } from './browser.ts';

const exe = inject('chromium');
const baseURL = inject('baseURL');

describe.skipIf(!exe)('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launch(exe); });
  afterAll(async () => { await browser?.close(); });

  it('a student signs up, signs out, signs back in and sees their name', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up free' }).first().click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('/users/sign_up');

    await page.getByLabel('Your first name').fill('Robin');
    await page.getByLabel('Username').fill('ro');
    await expect.poll(() => page.getByText('Username must be at least 3 characters').isVisible()).toBe(true);
    await page.getByLabel('Username').fill('robin_e2e');
    await expect.poll(() => page.getByText('This username is available! ✨').isVisible(), { timeout: 5000 }).toBe(true);
    await page.getByLabel('Password').fill('jump-jump-jump');
    await page.getByLabel('Your grade').selectOption('4');
    await page.getByRole('button', { name: 'Create my account' }).click();

    const chip = page.getByRole('link', { name: /Your account: Robin, Student/ });
    await chip.waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByLabel('Username').fill('robin_e2e');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('That username and password do not match. Please try again.').waitFor();
    await page.getByLabel('Password').fill('jump-jump-jump');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await chip.waitFor();
    await expect.poll(() => page.locator('.greeting-line').textContent()).toContain('Welcome back, Robin!');

    // The session survives a reload.
    await page.reload();
    await chip.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor on a phone sees the home page and the menu button shows and hides the menu', async () => {
    const context = await newContext(browser, baseURL, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: /Learn by playing/ }).waitFor();
    const menu = page.locator('#site-menu');
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);
    await button.tap();
    expect(await menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await button.tap();
    expect(await menu.isVisible()).toBe(false);
    // Following a link from the menu closes it.
    await button.tap();
    await page.getByRole('link', { name: 'About' }).first().tap();
    await page.getByRole('heading', { name: 'About Brain Climb' }).waitFor();
    expect(await menu.isVisible()).toBe(false);
    // The org-avatar demo falls back to our own image when the public API cannot be reached.
    await page.goto('/');
    await expect.poll(() => page.getByText(/shown while we are offline/).isVisible()).toBe(true);
    await context.close();
  });

  it('a demo parent signs in and adds a child profile', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto('/users/sign_in');
    await page.getByLabel('Username').fill('sam_parent');
    await page.getByLabel('Password').fill('brainclimb');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: /Your account: Sam Okafor, Parent/ }).click();
    await page.getByText('@mia_o').waitFor();
    await page.getByLabel('Child’s first name').fill('Ivy');
    await page.getByLabel('Username for signing in').fill('ivy_o');
    await page.getByLabel('Password').fill('ivy-password');
    await page.getByLabel('Grade').selectOption('1');
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByText('@ivy_o').waitFor();
    await context.close();
  });
});
