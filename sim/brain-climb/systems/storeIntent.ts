// Copies this tick's input bits onto the frogs (players without an entry send 0: no keys held).
import { clampInput } from '../../core/input.ts';
import type { BrainClimbWorld } from '../world.ts';

export function storeIntent(world: BrainClimbWorld, inputs: ReadonlyMap<string, number>): void {
  const { c, keys } = world;
  const frogs = world.frogs.dense;
  for (let i = 0; i < frogs.length; i++) {
    const eid = frogs[i];
    c.FrogData.bits[eid] = clampInput(inputs.get(keys[eid] as string) ?? 0);
  }
}
