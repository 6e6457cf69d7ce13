// Client frame time: 60 s of scripted Brain Climb play in headless Chromium against the real
// server (test hooks on, so the page exposes its session). Per frame: the sim steps plus the
// render submit, measured in the page. Also long tasks (> 50 ms) and the bundle sizes gzipped
// (bundleSize.ts).
// Headless Chromium renders with SwiftShader on the CPU here, so GPU work lands on the CPU too:
// the figures are an upper bound of what a device with a GPU would see.
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp } from '../tests/support/app.ts';
import { chromiumPath, launch, newContext } from '../tests/e2e/browser.ts';
import { measureBundle } from './bundleSize.ts';
import { budgeted, writeSuite, type Measure } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLAY_S = Number(process.env.BENCH_CLIENT_SECONDS ?? 60);
const exe = chromiumPath();
if (!exe) { console.log('client bench: no Chromium, skipped'); process.exit(0); }
if (!fs.existsSync(path.join(ROOT, 'dist/index.html')) || !fs.existsSync(path.join(ROOT, 'dist/.vite/manifest.json'))) { console.error('client bench: build the client first (npm run build)'); process.exit(1); }

const results: Record<string, Measure> = {};
// From the build's manifest: Vite splits shared chunks and PixiJS imports parts of itself
// dynamically, so no file name alone tells what the page or the game loads.
const bundle = measureBundle(path.join(ROOT, 'dist'));
const kib = (v: number) => Math.round(v * 10) / 10;
results['bundle.initial_js_gzip'] = budgeted(bundle.initial.gzipKiB, 'KiB', 150, 'max', `the entry and its static imports: ${bundle.initial.files.length} files`);
results['bundle.game_chunk_js_gzip'] = { value: kib(bundle.game.gzipKiB), unit: 'KiB', note: `loaded only when play begins: the game screen and its static imports beyond the initial bundle, ${bundle.game.files.length} files (the screen's own file ${kib(bundle.gameScreenFile.gzipKiB)} KiB)` };
results['bundle.game_dynamic_js_gzip'] = { value: kib(bundle.gameDynamic.gzipKiB), unit: 'KiB', note: `reached from the game only by dynamic import (PixiJS environment and renderer modules that Vite did not inline): ${bundle.gameDynamic.files.map((f) => path.basename(f)).join(', ') || 'none'}` };

const app = await startTestApp('pglite', { testHooks: true });
const browser = await launch(exe);
try {
  const context = await newContext(browser, app.url, { viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as unknown as { __longTasks: number[] }).__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('/brain-climb');
  await page.getByRole('button', { name: /Career/ }).click();
  await page.getByRole('button', { name: /Start Hopping/ }).click({ timeout: 30_000 });
  await page.evaluate(() => { (window as unknown as { __longTasks: number[] }).__longTasks.length = 0; });
  const end = Date.now() + PLAY_S * 1000;
  let i = 0;
  while (Date.now() < end) {
    // A simple bot: walk right and left in turns and hop; answer the first choice when a quiz shows.
    const key = i % 8 < 4 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.down(key);
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.up(key);
    const choice = page.locator('.quiz-choice:not([disabled])').first();
    if (await choice.isVisible().catch(() => false)) await choice.click().catch(() => {});
    const next = page.getByRole('button', { name: /Next Question|Keep Climbing!|Next Level/ });
    if (await next.isVisible().catch(() => false)) await next.click().catch(() => {});
    i++;
  }
  const m = await page.evaluate(() => {
    const s = (window as unknown as { __brainClimb: { session: { frameMs: Float32Array; stats: { frames: number; steps: number; stepMsTotal: number } } } }).__brainClimb.session;
    return { frames: s.stats.frames, steps: s.stats.steps, stepMsTotal: s.stats.stepMsTotal, samples: Array.from(s.frameMs.slice(0, Math.min(s.stats.frames, s.frameMs.length))), longTasks: (window as unknown as { __longTasks: number[] }).__longTasks };
  });
  const sorted = m.samples.sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  results['frame.p50'] = { value: Math.round(pct(0.5) * 1000) / 1000, unit: 'ms' };
  results['frame.p95'] = budgeted(pct(0.95), 'ms', 4, 'max', 'sim steps + render submit per frame');
  results['frame.count'] = { value: m.frames, unit: 'frames', note: `${PLAY_S} s of play` };
  // SwiftShader fills every pixel on the CPU: here the two full-screen background layers alone
  // hold the page to a few frames per second (without them it draws about 40), so each frame also
  // runs several catch-up steps. A GPU draws them for free and steps once per frame.
  results['frame.rate'] = { value: Math.round((m.frames / PLAY_S) * 10) / 10, unit: 'fps', note: 'software rendering on shared cores; the steps per frame rise as it falls' };
  results['sim.step_mean'] = { value: Math.round((m.stepMsTotal / Math.max(1, m.steps)) * 1000) / 1000, unit: 'ms' };
  results['long_tasks.over_50ms'] = budgeted(m.longTasks.length, 'tasks', 0, 'max', m.longTasks.length ? `longest ${Math.round(Math.max(...m.longTasks))} ms` : undefined);
} finally {
  await browser.close();
  await app.stop();
}
writeSuite('client', results);
