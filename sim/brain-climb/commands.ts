// What a room (or the offline client) does to a world between steps, apart from inputs: the quiz
// refill, the restart, moving on to the next level, and the browser's corrections from a room. Replays record these with their tick.
import * as C from './constants.ts';
import { PX_PER_METRE } from '../core/units.ts';
import { Animation, FROG_STATE_NAMES, FrogState } from './components.ts';
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


/** What a room's correction may set on a predicted frog (positions and speeds in pixels). */
export interface FrogCorrection {
  x?: number; y?: number; vx?: number; vy?: number;
  energy?: number; jumpsLeft?: number; state?: number;
  gems?: number; coins?: number;
}

/**
 * Moves a predicted frog to where the authority says it is (the browser's reconciliation). Only
 * the given fields change; the planck body follows the new position and speed.
 */
export function correctFrog(world: BrainClimbWorld, playerKey: string, fix: FrogCorrection): void {
  const eid = frogEid(world, playerKey);
  const { c } = world;
  const F = c.FrogData;
  if (fix.x !== undefined) c.Body.x[eid] = fix.x / PX_PER_METRE;
  if (fix.y !== undefined) c.Body.y[eid] = fix.y / PX_PER_METRE;
  if (fix.vx !== undefined) c.Body.vx[eid] = fix.vx / PX_PER_METRE;
  if (fix.vy !== undefined) c.Body.vy[eid] = fix.vy / PX_PER_METRE;
  if (fix.energy !== undefined) F.energy[eid] = Math.max(0, Math.min(C.ENERGY_MAX, Math.trunc(fix.energy)));
  if (fix.jumpsLeft !== undefined) F.jumpsLeft[eid] = Math.max(0, Math.min(F.maxJumps[eid], Math.trunc(fix.jumpsLeft)));
  if (fix.state !== undefined && fix.state >= 0 && fix.state < FROG_STATE_NAMES.length) F.state[eid] = fix.state;
  if (fix.gems !== undefined) F.gems[eid] = Math.max(0, Math.trunc(fix.gems));
  if (fix.coins !== undefined) F.coins[eid] = Math.max(0, Math.trunc(fix.coins));
  const body = world.bodies[eid];
  if (!body) return;
  world.scratchVec.x = c.Body.x[eid];
  world.scratchVec.y = c.Body.y[eid];
  body.setTransform(world.scratchVec, 0);
  world.scratchVec.x = c.Body.vx[eid];
  world.scratchVec.y = c.Body.vy[eid];
  body.setLinearVelocity(world.scratchVec);
}

/**
 * Takes away an orb, coin or gem that another player collected (the room said so), with no
 * collector in this world. Returns false when there is no live pickup with that id.
 */
export function removePickup(world: BrainClimbWorld, pickupId: string): boolean {
  const { levelData } = world;
  const lists = [levelData.orbs, levelData.coins, levelData.gems];
  let index = 0;
  for (const list of lists) {
    const k = list.findIndex((p) => p.id === pickupId);
    if (k >= 0) {
      const eid = world.pickupEids[index + k];
      if (world.c.alive[eid] === 0) return false;
      world.c.alive[eid] = 0;
      return true;
    }
    index += list.length;
  }
  return false;
}
