// A frog stands on a platform when planck held it there this step: a touching, enabled (the
// one-way rule let it hold) contact with a solid fixture. Ground state lives here, in the ECS,
// not in begin/end-contact callbacks (a rebuilt world would replay those). Landing restores the
// jump count. If two platforms hold a frog, the lower row wins, whatever planck's list order.
import type { Body } from 'planck';
import { LAND_ANIMATION_TICKS } from '../constants.ts';
import { isFloorContact } from '../physics.ts';
import { Animation, FrogState } from '../components.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function detectLanding(world: BrainClimbWorld, events: BrainClimbEvent[]): void {
  const { c } = world;
  const F = c.FrogData;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (F.state[eid] !== FrogState.PLAYING || c.inPhysics[eid] === 0) continue;
    const row = standingRow(world, eid, world.bodies[eid] as Body);
    const was = F.onGround[eid] === 1;
    F.onGround[eid] = row >= 0 ? 1 : 0;
    F.groundRow[eid] = row;
    if (row >= 0 && !was) {
      F.jumpsLeft[eid] = F.maxJumps[eid];
      F.landTicks[eid] = LAND_ANIMATION_TICKS;
      F.animation[eid] = Animation.LAND;
      events.push({ type: 'landed', tick: world.tick, playerKey: world.keys[eid] as string, platformId: world.levelData.platforms[row].id });
    }
  }
}

function standingRow(world: BrainClimbWorld, eid: number, body: Body): number {
  let best = -1;
  for (let edge = body.getContactList(); edge; edge = edge.next) {
    const contact = edge.contact;
    if (!contact.isTouching() || !contact.isEnabled()) continue;
    const fa = contact.getFixtureA();
    const fb = contact.getFixtureB();
    if (fa.isSensor() || fb.isSensor()) continue;
    const frogIsA = fa.getUserData() === eid;
    if (!isFloorContact(contact, frogIsA)) continue;
    const other = (frogIsA ? fb.getUserData() : fa.getUserData()) as number;
    const row = world.c.row[other];
    if (best < 0 || row < best) best = row;
  }
  return best;
}
