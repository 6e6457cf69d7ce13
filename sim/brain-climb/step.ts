// One fixed step of Brain Climb: the systems, in order. A pure function of (world, inputs): it
// reads no clock and no randomness, and returns what happened as events.
import { commitRemovals } from 'bitecs';
import type { BrainClimbEvent } from './events.ts';
import type { BrainClimbWorld } from './world.ts';
import { storeIntent } from './systems/storeIntent.ts';
import { applyGravity } from './systems/applyGravity.ts';
import { applyIntent } from './systems/applyIntent.ts';
import { activateNearFrogs } from './systems/activateNearFrogs.ts';
import { movePlatforms } from './systems/movePlatforms.ts';
import { stepPhysics } from './systems/stepPhysics.ts';
import { pullFromPhysics } from './systems/pullFromPhysics.ts';
import { detectLanding } from './systems/detectLanding.ts';
import { collectPickups } from './systems/collectPickups.ts';
import { clampToWorld } from './systems/clampToWorld.ts';
import { resetFallenFrogs } from './systems/resetFallenFrogs.ts';
import { cleanupBelow } from './systems/cleanupBelow.ts';
import { animateFrogs } from './systems/animateFrogs.ts';
import { rememberInput } from './systems/rememberInput.ts';

type System = (world: BrainClimbWorld, events: BrainClimbEvent[]) => void;

/**
 * The order matters: cleanup first (a platform cleaned up leaves the physics world before anyone
 * can stand on it again); platforms turn before frogs read their speed (a carried frog turns with
 * its platform); gravity before intent (a jump's velocity is exactly -450 or -400 in the step it
 * starts); intent before the physics window (a frog paused by its jump is frozen at once);
 * landing before pickups; the fall reset after the world edges.
 */
export const SYSTEMS: readonly System[] = [
  cleanupBelow,
  movePlatforms,
  applyGravity,
  applyIntent,
  activateNearFrogs,
  stepPhysics,
  pullFromPhysics,
  detectLanding,
  collectPickups,
  clampToWorld,
  resetFallenFrogs,
  animateFrogs,
  rememberInput,
];

/**
 * Advances the world by one tick. `inputs` maps a player key to its input bitfield
 * (sim/core/input.ts); players missing from the map hold no keys. The returned array is new
 * each call and belongs to the caller.
 */
export function stepBrainClimb(world: BrainClimbWorld, inputs: ReadonlyMap<string, number>): BrainClimbEvent[] {
  const events: BrainClimbEvent[] = [];
  commitRemovals(world);
  world.tick += 1;
  storeIntent(world, inputs);
  for (let i = 0; i < SYSTEMS.length; i++) SYSTEMS[i](world, events);
  return events;
}
