// Gravity is applied here, to frog velocities, rather than by planck (whose world gravity is
// zero): paused frogs simply get none, and the fall speed is capped in one place.
import { FrogState } from '../components.ts';
import { GRAVITY_DV_PER_TICK, MAX_FALL_SPEED_M_PER_S } from '../physics.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function applyGravity(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c } = world;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (c.FrogData.state[eid] !== FrogState.PLAYING || c.FrogData.held[eid] === 1) continue;
    const vy = c.Body.vy[eid] + GRAVITY_DV_PER_TICK;
    c.Body.vy[eid] = vy > MAX_FALL_SPEED_M_PER_S ? MAX_FALL_SPEED_M_PER_S : vy;
  }
}
