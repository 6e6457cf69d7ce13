// Walking and jumping. Walking sets the horizontal speed outright (plus the speed of a moving
// platform the frog stands on, which is how platforms carry frogs: contacts have no friction).
// A jump acts on the press of the jump bit, needs a jump left, costs energy, and is -450 from
// standing or -400 in the air. Energy at or below zero pauses the frog for the quiz.
import { horizontalIntent, Input } from '../../core/input.ts';
import * as C from '../constants.ts';
import { Animation, FrogState } from '../components.ts';
import { JUMP_AIR_M_PER_S, JUMP_GROUND_M_PER_S, MOVE_SPEED_M_PER_S } from '../physics.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function applyIntent(world: BrainClimbWorld, events: BrainClimbEvent[]): void {
  const { c } = world;
  const F = c.FrogData;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (F.state[eid] !== FrogState.PLAYING || F.held[eid] === 1) continue;
    const bits = F.bits[eid];
    const dir = horizontalIntent(bits);
    if (dir !== 0) F.facing[eid] = dir;
    const carrier = F.onGround[eid] === 1 && F.groundRow[eid] >= 0 ? world.platformEids[F.groundRow[eid]] : -1;
    const carry = carrier >= 0 && c.Plat.moving[carrier] === 1 ? c.Body.vx[carrier] : 0;
    c.Body.vx[eid] = dir * MOVE_SPEED_M_PER_S + carry;

    const pressed = (bits & Input.JUMP) !== 0 && (F.prevBits[eid] & Input.JUMP) === 0;
    if (!pressed || F.jumpsLeft[eid] === 0) continue;
    const first = F.onGround[eid] === 1;
    c.Body.vy[eid] = first ? JUMP_GROUND_M_PER_S : JUMP_AIR_M_PER_S;
    F.jumpsLeft[eid] -= 1;
    F.onGround[eid] = 0;
    F.groundRow[eid] = -1;
    F.landTicks[eid] = 0;
    F.animation[eid] = Animation.HOP;
    const energy = Math.max(0, F.energy[eid] - C.JUMP_ENERGY_COST);
    F.energy[eid] = energy;
    const playerKey = world.keys[eid] as string;
    events.push({
      type: 'jumped', tick: world.tick, playerKey, first,
      vy: first ? C.JUMP_VELOCITY_GROUND_PX_PER_S : C.JUMP_VELOCITY_AIR_PX_PER_S, energy, jumpsLeft: F.jumpsLeft[eid],
    });
    if (energy <= 0) {
      // Paused mid-jump: the velocity is kept and the jump carries on after the refill.
      F.state[eid] = FrogState.QUIZ;
      events.push({ type: 'energy_depleted', tick: world.tick, playerKey });
    }
  }
}
