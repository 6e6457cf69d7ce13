// A held tick (the room had no input frame for the player yet): the frog waits frozen, and the
// frames that come later step it exactly as they would have without the wait. This is what lets a
// room wait for a late frame instead of guessing the player's keys.
import { describe, expect, it } from 'vitest';
import * as BC from '../../../sim/brain-climb/index.ts';
import { clampInput, HOLD_FRAME, Input } from '../../../sim/core/input.ts';
import { createStream } from '../../../sim/core/random.ts';
import { climberInput } from '../../../sim/bots.ts';

/** Level 1 with every platform still, so only the frog's own frames decide where it goes. */
function stillWorld(): BC.BrainClimbWorld {
  const level = BC.generateLevel(1, 'hold');
  for (const p of level.platforms) Object.assign(p, { is_moving: false, move_speed: 0, move_range: 0 });
  const world = BC.buildWorld(level, BC.BrainClimbConstants.MAX_JUMPS_START, null, 'lowest');
  BC.addFrog(world, 'a');
  return world;
}

const frog = (world: BC.BrainClimbWorld) => {
  const v = BC.frogView(world, 'a')!;
  return { x: v.x, y: v.y, vx: v.vx, vy: v.vy, energy: v.energy, jumpsLeft: v.jumpsLeft, onGround: v.onGround, animation: v.animation, state: v.state, gems: v.gems, coins: v.coins };
};

describe('a held frog', () => {
  it('waits where it is, then steps its frames as if it had never waited', () => {
    const plain = stillWorld();
    const held = stillWorld();
    const rng = createStream('hold', 'bot');
    const only = (bits: number) => new Map([['a', bits]]);
    let holds = 0;
    let jumps = 0;
    let worst = 0;
    let highest = Infinity;
    for (let frame = 1; frame <= 900; frame++) {
      const bits = climberInput(BC.frogView(plain, 'a')!, BC.listPlatforms(plain), rng, 0.1);
      jumps += BC.stepBrainClimb(plain, only(bits)).filter((e) => e.type === 'jumped').length;
      // Waits of one to three ticks before some frames, jumps and landings included.
      const wait = frame % 11 === 5 ? 1 : frame % 37 === 0 ? 3 : 0;
      for (let i = 0; i < wait; i++) {
        const before = frog(held);
        const events = BC.stepBrainClimb(held, only(HOLD_FRAME));
        expect(events).toEqual([]);
        expect(frog(held)).toEqual(before);
        holds++;
      }
      BC.stepBrainClimb(held, only(bits));
      const [a, b] = [frog(held), frog(plain)];
      highest = Math.min(highest, b.y);
      // A body that rejoins the physics step meets its contacts in a new order: the solver's
      // rounding may differ in the last bits (1e-14 px/s), never by anything that shows.
      for (const k of ['x', 'y', 'vx', 'vy'] as const) worst = Math.max(worst, Math.abs(a[k] - b[k]));
      expect({ ...a, x: 0, y: 0, vx: 0, vy: 0 }, `frame ${frame}`).toEqual({ ...b, x: 0, y: 0, vx: 0, vy: 0 });
    }
    expect(worst).toBeLessThan(1e-6);
    expect(holds).toBeGreaterThan(90);
    // The bot really climbed, so held ticks fell in the air and on the ground.
    expect(jumps).toBeGreaterThan(10);
    expect(highest).toBeLessThan(400);
  });

  it('keeps a jump pressed after the wait a fresh press, and a held key not one', () => {
    const world = stillWorld();
    const step = (bits: number) => BC.stepBrainClimb(world, new Map([['a', bits]]));
    for (let i = 0; i < 5; i++) step(0);
    step(HOLD_FRAME);
    expect(step(Input.JUMP).some((e) => e.type === 'jumped')).toBe(true);
    step(HOLD_FRAME);
    step(HOLD_FRAME);
    // Still the same press: no second jump.
    expect(step(Input.JUMP).some((e) => e.type === 'jumped')).toBe(false);
  });

  it('is never a key a client can send', () => {
    expect(clampInput(HOLD_FRAME)).toBe(0);
    expect(clampInput(HOLD_FRAME | Input.LEFT)).toBe(Input.LEFT);
  });
});
