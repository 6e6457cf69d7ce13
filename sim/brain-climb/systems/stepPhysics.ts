// Hands frog velocities to planck and advances it by one fixed step.
import { DT_S } from '../../core/time.ts';
import { POSITION_ITERATIONS, VELOCITY_ITERATIONS } from '../constants.ts';
import { discoverContacts } from '../physics.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function stepPhysics(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c, bodies, scratchVec } = world;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (c.inPhysics[eid] === 0) continue;
    scratchVec.x = c.Body.vx[eid];
    scratchVec.y = c.Body.vy[eid];
    (bodies[eid] as NonNullable<(typeof bodies)[number]>).setLinearVelocity(scratchVec);
  }
  discoverContacts(world.physics);
  world.physics.step(DT_S, VELOCITY_ITERATIONS, POSITION_ITERATIONS);
}
