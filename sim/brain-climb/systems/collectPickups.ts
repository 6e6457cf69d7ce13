// Orbs, coins, gems and the goal are planck sensors. A frog collects every live pickup whose sensor
// it touched this step, in pickup order (orbs, coins, gems, by index), so the result never depends
// on planck's contact list order; when two frogs touch one pickup in the same step, the frog that
// joined first gets it. Touching the goal completes the level once per frog (victory on the final
// level); the frog then waits, frozen, for the room's next move.
import type { Body } from 'planck';
import { ENERGY_MAX } from '../constants.ts';
import { FrogState, PickupKind } from '../components.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function collectPickups(world: BrainClimbWorld, events: BrainClimbEvent[]): void {
  const { c } = world;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (c.FrogData.state[eid] !== FrogState.PLAYING || c.inPhysics[eid] === 0) continue;
    const n = touchedPickups(world, eid, world.bodies[eid] as Body);
    for (let k = 0; k < n; k++) collect(world, eid, world.candidates[k], events);
  }
}

/** Fills world.candidates with the pickup indexes this frog touches, sorted; returns how many. */
function touchedPickups(world: BrainClimbWorld, eid: number, body: Body): number {
  const { c, candidates } = world;
  let n = 0;
  for (let edge = body.getContactList(); edge; edge = edge.next) {
    const contact = edge.contact;
    if (!contact.isTouching()) continue;
    const fa = contact.getFixtureA();
    const fb = contact.getFixtureB();
    const sensor = fa.isSensor() ? fa : fb.isSensor() ? fb : null;
    if (!sensor || n === candidates.length) continue;
    const index = c.Pick.index[sensor.getUserData() as number];
    let k = n++;
    while (k > 0 && candidates[k - 1] > index) { candidates[k] = candidates[k - 1]; k--; }
    candidates[k] = index;
  }
  return n;
}

function collect(world: BrainClimbWorld, frog: number, index: number, events: BrainClimbEvent[]): void {
  const { c, levelData } = world;
  const F = c.FrogData;
  const pickup = world.pickupEids[index];
  if (c.alive[pickup] === 0 || F.state[frog] !== FrogState.PLAYING) return;
  const playerKey = world.keys[frog] as string;
  const tick = world.tick;
  const kindIndex = c.Pick.kindIndex[pickup];
  switch (c.Pick.kind[pickup]) {
    case PickupKind.ORB: {
      const value = c.Pick.energyValue[pickup];
      F.energy[frog] = Math.min(ENERGY_MAX, F.energy[frog] + value);
      F.orbs[frog] += 1;
      c.alive[pickup] = 0;
      events.push({ type: 'orb_collected', tick, playerKey, orbId: levelData.orbs[kindIndex].id, energyValue: value, energy: F.energy[frog] });
      break;
    }
    case PickupKind.COIN:
      F.coins[frog] += 1;
      c.alive[pickup] = 0;
      events.push({ type: 'coin_collected', tick, playerKey, coinId: levelData.coins[kindIndex].id, coins: F.coins[frog] });
      break;
    case PickupKind.GEM:
      F.gems[frog] += 1;
      c.alive[pickup] = 0;
      events.push({ type: 'gem_collected', tick, playerKey, gemId: levelData.gems[kindIndex].id, gems: F.gems[frog] });
      break;
    case PickupKind.GOAL: {
      if (F.levelComplete[frog] === 1) return;
      F.levelComplete[frog] = 1;
      const victory = world.finalLevel !== null && world.level >= world.finalLevel;
      F.state[frog] = victory ? FrogState.VICTORY : FrogState.COMPLETE;
      events.push({ type: 'level_complete', tick, playerKey, level: world.level });
      if (victory) events.push({ type: 'victory', tick, playerKey, level: world.level });
      break;
    }
  }
}
