// Levels come from the simulation's generator with the fixed seed "level-<n>", so the server's
// answer and the client's offline fallback are the same level.
import { generateLevel } from '../../../sim/brain-climb/level.ts';
import { levelSeed } from './schema.ts';

export function levelData(level: number) {
  const { platforms, orbs, coins, gems } = generateLevel(level, levelSeed(level));
  return { platforms, orbs, coins, gems };
}

const gemCounts = new Map<number, number>();

/** How many gems level n holds: the most one finished level can give (cached, at most 1000 numbers). */
export function gemsInLevel(level: number): number {
  let n = gemCounts.get(level);
  if (n === undefined) {
    n = generateLevel(level, levelSeed(level)).gems.length;
    gemCounts.set(level, n);
  }
  return n;
}
