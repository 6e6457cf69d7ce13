// Copies planck's results back into the ECS, which is the state a snapshot holds. A -0 anywhere is
// turned into +0 in both places: JSON cannot carry -0, and this keeps a snapshot exact.
import { DT_S } from '../../core/time.ts';
import type { Body } from 'planck';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function pullFromPhysics(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c, bodies } = world;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (c.inPhysics[eid] === 1) pull(world, eid, bodies[eid] as Body);
  }
  const platforms = world.platforms.dense;
  for (let i = 0; i < platforms.length; i++) {
    const eid = platforms[i];
    if (c.Plat.moving[eid] === 0 || c.alive[eid] === 0) continue;
    if (c.inPhysics[eid] === 1) pull(world, eid, bodies[eid] as Body);
    else c.Body.x[eid] = c.Body.x[eid] + DT_S * c.Body.vx[eid]; // planck's own integration step
  }
}

function pull(world: BrainClimbWorld, eid: number, body: Body): void {
  const { c } = world;
  const p = body.getPosition();
  const v = body.getLinearVelocity();
  if (p.x === 0 || p.y === 0) { // catches -0; a position of exactly zero is rare
    world.scratchVec.x = p.x + 0;
    world.scratchVec.y = p.y + 0;
    body.setTransform(world.scratchVec, 0);
  }
  if (v.x === 0) v.x = 0; // getLinearVelocity is planck's own vector: this writes +0 into the body
  if (v.y === 0) v.y = 0;
  c.Body.x[eid] = p.x;
  c.Body.y[eid] = p.y;
  c.Body.vx[eid] = v.x;
  c.Body.vy[eid] = v.y;
}
