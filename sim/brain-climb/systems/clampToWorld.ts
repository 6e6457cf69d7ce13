// The world is 1200 px wide: a frog stops at either side (no walls in planck, which would add a
// second solid contact to a frog standing at the edge).
import type { Body } from 'planck';
import { WORLD_WIDTH_PX } from '../constants.ts';
import { FROG_HALF_W_M, M } from '../physics.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

const MIN_X_M = FROG_HALF_W_M;
const MAX_X_M = M(WORLD_WIDTH_PX) - FROG_HALF_W_M;

export function clampToWorld(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c, scratchVec } = world;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (c.inPhysics[eid] === 0) continue;
    const x = c.Body.x[eid];
    if (x >= MIN_X_M && x <= MAX_X_M) continue;
    const body = world.bodies[eid] as Body;
    c.Body.x[eid] = x < MIN_X_M ? MIN_X_M : MAX_X_M;
    c.Body.vx[eid] = 0;
    scratchVec.x = c.Body.x[eid];
    scratchVec.y = c.Body.y[eid];
    body.setTransform(scratchVec, 0);
    scratchVec.x = 0;
    scratchVec.y = c.Body.vy[eid];
    body.setLinearVelocity(scratchVec);
  }
}
