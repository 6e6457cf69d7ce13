// Copies this tick's input bits onto the frogs (players without an entry send 0: no keys held).
// A HOLD_FRAME input marks the frog held for this tick and leaves its bits as they were, so a
// jump pressed in the frame that comes next is still a fresh press.
import { clampInput, HOLD_FRAME } from '../../core/input.ts';
import type { BrainClimbWorld } from '../world.ts';

export function storeIntent(world: BrainClimbWorld, inputs: ReadonlyMap<string, number>): void {
  const { c, keys } = world;
  const F = c.FrogData;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    const input = inputs.get(keys[eid] as string) ?? 0;
    if (input === HOLD_FRAME) F.held[eid] = 1;
    else {
      F.held[eid] = 0;
      F.bits[eid] = clampInput(input);
    }
  }
}
