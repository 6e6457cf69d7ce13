// The Learning World's small rules outside the sim: where a module leads (with the gems and the
// coin multiplier appended), the high score kept in this browser, and the phone breakpoint.
import type { PlayerModule } from '../../../server/features/learning-world/schema.ts';

/** spec 002: mobile is detected at widths under 768. */
export const MOBILE_WIDTH = 768;
export const HIGH_SCORE_KEY = 'learning_world.high_score';

export interface KV { getItem(k: string): string | null; setItem(k: string, v: string): void }

/** The module's path with gem_multiplier and gems appended (keeping any query it has). */
export function moduleUrl(path: string, gemMultiplier: number, gems: number): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('gem_multiplier', String(gemMultiplier));
  params.set('gems', String(gems));
  return `${base}?${params.toString()}`;
}

export type ModuleAction = { kind: 'go'; url: string } | { kind: 'premium'; message: string };

/**
 * What opening a module does: its page with the gems and multiplier, or, for a premium module the
 * server locked for this freemium player, what it needs.
 */
export function openModule(m: PlayerModule, gemMultiplier: number, gems: number): ModuleAction {
  if (m.locked) return { kind: 'premium', message: m.needs ?? `${m.title} is part of Brain Climb Premium.` };
  return { kind: 'go', url: moduleUrl(m.path, gemMultiplier, gems) };
}

export function loadHighScore(store: KV | undefined = globalThis.localStorage): number {
  try {
    const n = Number(store?.getItem(HIGH_SCORE_KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Keeps the best gem count; answers the high score after this run. */
export function recordHighScore(gems: number, store: KV | undefined = globalThis.localStorage): number {
  const best = loadHighScore(store);
  if (gems <= best) return best;
  try { store?.setItem(HIGH_SCORE_KEY, String(gems)); } catch { /* private mode: kept for this page only */ }
  return gems;
}
