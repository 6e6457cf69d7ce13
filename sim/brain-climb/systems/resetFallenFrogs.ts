// Falling below y 1200 puts the frog back at the centre start position with +20 energy (capped)
// and its jumps back. If the first platform above the start has been cleaned up, the climb
// cannot be resumed from there: that fall is game over instead (see sim/README.md).
import * as C from '../constants.ts';
import { Animation, FrogState } from '../components.ts';
import { M } from '../physics.ts';
import { placeAtStart } from '../world.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

const FALL_RESET_Y_M = M(C.FALL_RESET_Y_PX);

export function resetFallenFrogs(world: BrainClimbWorld, events: BrainClimbEvent[]): void {
  const { c } = world;
  const F = c.FrogData;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (F.state[eid] !== FrogState.PLAYING || c.Body.y[eid] <= FALL_RESET_Y_M) continue;
    const playerKey = world.keys[eid] as string;
    const firstRow = world.platformEids.length > 1 ? world.platformEids[1] : -1;
    if (firstRow >= 0 && c.alive[firstRow] === 0) {
      F.state[eid] = FrogState.GAMEOVER;
      events.push({ type: 'game_over', tick: world.tick, playerKey, reason: 'no_way_back' });
      continue;
    }
    F.energy[eid] = Math.min(C.ENERGY_MAX, F.energy[eid] + C.FALL_RESET_ENERGY_BONUS);
    placeAtStart(world, eid);
    F.landTicks[eid] = 0;
    F.animation[eid] = Animation.IDLE;
    events.push({ type: 'fell_reset', tick: world.tick, playerKey, energy: F.energy[eid] });
  }
}
