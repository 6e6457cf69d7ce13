// Platforms and pickups more than 2000 px below the highest frog (or the lowest, if the world
// was created with cleanupFrom: 'lowest') are cleaned up for good (their
// bodies leave the physics world at the next window update; the entities stay, pooled, so nothing
// is allocated or freed). The ground is kept so a frog reset to the start has a floor.
import { CLEANUP_DISTANCE_PX } from '../constants.ts';
import { M } from '../physics.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

const CLEANUP_DISTANCE_M = M(CLEANUP_DISTANCE_PX);

export function cleanupBelow(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c } = world;
  const frogs = world.frogs.dense;
  if (frogs.length === 0) return;
  const fromLowest = world.cleanupFrom === 'lowest';
  let from = c.Body.y[frogs[0]];
  for (let i = 1; i < frogs.length; i++) {
    const y = c.Body.y[frogs[i]];
    if (fromLowest ? y > from : y < from) from = y; // y grows downward
  }
  const limit = from + CLEANUP_DISTANCE_M;
  const platforms = world.platforms.dense;
  for (let i = 0; i < platforms.length; i++) {
    const eid = platforms[i];
    if (c.row[eid] !== 0 && c.alive[eid] === 1 && c.Body.y[eid] > limit) c.alive[eid] = 0;
  }
  const pickups = world.pickups.dense;
  for (let i = 0; i < pickups.length; i++) {
    const eid = pickups[i];
    if (c.alive[eid] === 1 && c.Body.y[eid] > limit) c.alive[eid] = 0;
  }
}
