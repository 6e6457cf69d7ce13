// Moving platforms swing between origin - range and origin + range at their speed, turning when
// they pass an end. Inside the physics window planck moves them (kinematic bodies with this
// velocity; a platform joining the window later this tick gets it from setInPhysics); outside it
// pullFromPhysics moves them with the same arithmetic.
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function movePlatforms(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c } = world;
  const P = c.Plat;
  const platforms = world.platforms.dense;
  for (let i = 0; i < platforms.length; i++) {
    const eid = platforms[i];
    if (P.moving[eid] === 0 || c.alive[eid] === 0) continue;
    const x = c.Body.x[eid];
    let vx = c.Body.vx[eid];
    if (vx > 0 && x >= P.originX[eid] + P.range[eid]) vx = -P.speed[eid];
    else if (vx < 0 && x <= P.originX[eid] - P.range[eid]) vx = P.speed[eid];
    c.Body.vx[eid] = vx;
    if (c.inPhysics[eid] === 1) {
      world.scratchVec.x = vx;
      world.scratchVec.y = 0;
      (world.bodies[eid] as NonNullable<(typeof world.bodies)[number]>).setLinearVelocity(world.scratchVec);
    }
  }
}
