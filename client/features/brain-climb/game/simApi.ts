// The browser's view of the Brain Climb sim: the public API plus building a world from the level
// data the server sent (GET /api/jump_game/levels/{level}). The sim checks that the data is the
// generator's own level; data that is not (an older server, a damaged answer) is replaced by the
// locally generated level, which is what the server means to serve.
import { addFrog, buildWorld, createBrainClimbWorldFromLevel, frogView, generateLevel, playerKeys, TEST_LEVEL_SEED, type BrainClimbWorld, type LevelData } from '../../../../sim/brain-climb/index.ts';
import { MAX_JUMPS_AFTER_RESTART, MAX_JUMPS_START } from '../../../../sim/brain-climb/constants.ts';
import { levelSeed } from '../../../../server/features/jump-game/schema.ts';

export { addFrog, frogView, listFrogs, listPickups, listPlatforms, refillEnergy, stepBrainClimb, generateLevel, shortTestLevel, correctFrog, removePickup, restoreBrainClimb, TEST_LEVEL_SEED } from '../../../../sim/brain-climb/index.ts';
export type { BrainClimbEvent, BrainClimbWorld, BrainClimbSnapshot, LevelData } from '../../../../sim/brain-climb/index.ts';

/** The level the server serves for n, made here when the server cannot be reached (same seed). */
export function localLevel(level: number): LevelData {
  return generateLevel(level, levelSeed(level));
}

export function buildWorldFromLevel(level: LevelData, maxJumps = MAX_JUMPS_START): BrainClimbWorld {
  if (level.seed === TEST_LEVEL_SEED) return buildWorld(level, maxJumps, null, 'highest');
  try {
    return createBrainClimbWorldFromLevel(level, { maxJumps });
  } catch (err) {
    console.warn('the served level is not the generated one; playing the generated level', err);
    return createBrainClimbWorldFromLevel(localLevel(level.level), { maxJumps });
  }
}

/** Next Level: the next level's world with every frog at the start, keeping energy, counters and jumps. */
export function advanceLevel(world: BrainClimbWorld, next: LevelData): BrainClimbWorld {
  const out = buildWorldFromLevel(next, world.defaultMaxJumps);
  for (const key of playerKeys(world)) {
    const f = frogView(world, key)!;
    addFrog(out, key, { energy: f.energy, maxJumps: f.maxJumps, gems: f.gems, coins: f.coins, orbs: f.orbsCollected });
  }
  return out;
}

/** Restart: level 1, energy 100, counters reset, max jumps 2 (spec). */
export function restartBrainClimb(world: BrainClimbWorld, level1: LevelData): BrainClimbWorld {
  const out = buildWorldFromLevel(level1, MAX_JUMPS_AFTER_RESTART);
  for (const key of playerKeys(world)) addFrog(out, key);
  return out;
}
