// Chromium for e2e tests: Debian's /usr/bin/chromium (or CHROMIUM_PATH), software WebGL, and no
// traffic beyond this machine: requests to any other host are aborted.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

/** `extraArgs`: more Chromium switches (e.g. --disable-3d-apis for a browser without WebGL). */
export async function launch(executablePath: string, extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...extraArgs],
  });
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export async function newContext(browser: Browser, baseURL: string, opts: BrowserContextOptions = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ ...opts, baseURL });
  await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort('blockedbyclient'));
  return context;
}
