// What the overlays show about the game, as a small zustand store. The game loop writes it at
// most a few times a second when a value changes; React reads it through selectors, so no
// per-tick state lives in React.
import { createStore } from 'zustand/vanilla';

export interface HudState {
  energy: number;
  maxEnergy: number;
  level: number;
  heightM: number;
  gems: number;
  coins: number;
  jumpsLeft: number;
  maxJumps: number;
  phase: 'intro' | 'playing' | 'quiz' | 'complete' | 'gameover' | 'victory';
}

export const initialHud: HudState = { energy: 100, maxEnergy: 100, level: 1, heightM: 0, gems: 0, coins: 0, jumpsLeft: 3, maxJumps: 3, phase: 'intro' };

export type HudStore = ReturnType<typeof createHudStore>;
export const createHudStore = (level = 1) => createStore<HudState>(() => ({ ...initialHud, level }));

/** Writes only when something changed, so subscribers are not woken every frame. */
export function patchHud(store: HudStore, patch: Partial<HudState>): void {
  const s = store.getState();
  for (const k of Object.keys(patch) as (keyof HudState)[]) {
    if (s[k] !== patch[k]) { store.setState(patch); return; }
  }
}
