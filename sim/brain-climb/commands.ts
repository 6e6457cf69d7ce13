// What a room (or the offline client) does to a world between steps, apart from inputs: the quiz
// refill, the restart, and moving on to the next level. Replays record these with their tick.
import * as C from './constants.ts';
import { Animation, FrogState } from './components.ts';
import { addFrog, createBrainClimbWorld, frogEid, placeAtStart } from './world.ts';
import type { BrainClimbWorld } from './world.ts';

/**
 * The only way out of the quiz pause: energy back to the maximum and play resumes (mid-jump if
 * the frog was mid-jump). The server calls it once it has verified 3 distinct correct answers.
 * Returns false (and changes nothing) when the frog is not paused for a quiz.
 */
export function refillEnergy(world: BrainClimbWorld, playerKey: string): boolean {
  const eid = frogEid(world, playerKey);
  const F = world.c.FrogData;
  if (F.state[eid] !== FrogState.QUIZ) return false;
  F.energy[eid] = C.ENERGY_MAX;
  F.state[eid] = FrogState.PLAYING;
  return true;
}

/**
 * The R key or Try Again, for one frog in this world: energy 100, counters reset, max jumps 2,
 * back at the start and playing. The spec's "level to 1" is a new world: use restartBrainClimb
 * (single player) or move the player to a level-1 room.
 */
export function restartFrog(world: BrainClimbWorld, playerKey: string): void {
  const eid = frogEid(world, playerKey);
  const F = world.c.FrogData;
  F.energy[eid] = C.ENERGY_MAX;
  F.state[eid] = FrogState.PLAYING;
  F.levelComplete[eid] = 0;
  F.gems[eid] = 0;
  F.coins[eid] = 0;
  F.orbs[eid] = 0;
  F.maxJumps[eid] = C.MAX_JUMPS_AFTER_RESTART;
  F.facing[eid] = 1;
  F.landTicks[eid] = 0;
  F.animation[eid] = Animation.IDLE;
  placeAtStart(world, eid);
}

/** A fresh level-1 world (same seed) holding every frog of this one, restarted. */
export function restartBrainClimb(world: BrainClimbWorld): BrainClimbWorld {
  const next = createBrainClimbWorld({ seed: world.seed, level: 1, maxJumps: C.MAX_JUMPS_AFTER_RESTART, finalLevel: world.finalLevel, cleanupFrom: world.cleanupFrom });
  for (const key of playerKeys(world)) addFrog(next, key);
  return next;
}

/**
 * Next Level: a world at level + 1 (same seed) with every frog at the start, keeping its energy,
 * counters and max jumps. The room calls it after saving progress succeeded.
 */
export function advanceLevel(world: BrainClimbWorld): BrainClimbWorld {
  const next = createBrainClimbWorld({ seed: world.seed, level: world.level + 1, maxJumps: world.defaultMaxJumps, finalLevel: world.finalLevel, cleanupFrom: world.cleanupFrom });
  const F = world.c.FrogData;
  for (const key of playerKeys(world)) {
    const eid = frogEid(world, key);
    addFrog(next, key, { energy: F.energy[eid], maxJumps: F.maxJumps[eid], gems: F.gems[eid], coins: F.coins[eid], orbs: F.orbs[eid] });
  }
  return next;
}

/** Player keys in the world's frog order (the order they joined, adjusted by removals). */
export function playerKeys(world: BrainClimbWorld): string[] {
  return Array.from(world.frogs.dense, (eid) => world.keys[eid] as string);
}

