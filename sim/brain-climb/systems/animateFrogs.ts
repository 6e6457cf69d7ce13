// The animation a renderer shows: a short 'land' after touching down, 'hop' rising, 'fall'
// falling, 'walk' or 'idle' on a platform. A frozen frog keeps its last pose.
import { horizontalIntent } from '../../core/input.ts';
import { Animation, FrogState } from '../components.ts';
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function animateFrogs(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const { c } = world;
  const F = c.FrogData;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    if (F.state[eid] !== FrogState.PLAYING || F.held[eid] === 1) continue;
    if (F.landTicks[eid] > 0) {
      F.landTicks[eid] -= 1;
      F.animation[eid] = Animation.LAND;
    } else if (F.onGround[eid] === 0) {
      F.animation[eid] = c.Body.vy[eid] < 0 ? Animation.HOP : Animation.FALL;
    } else {
      F.animation[eid] = horizontalIntent(F.bits[eid]) !== 0 ? Animation.WALK : Animation.IDLE;
    }
  }
}
