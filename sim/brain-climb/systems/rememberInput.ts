// Keeps this tick's bits so the next tick can tell a fresh jump press from a held key.
import type { BrainClimbWorld } from '../world.ts';
import type { BrainClimbEvent } from '../events.ts';

export function rememberInput(world: BrainClimbWorld, _events: BrainClimbEvent[]): void {
  const F = world.c.FrogData;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) F.prevBits[frogs[i]] = F.bits[frogs[i]];
}
