// The browser's prediction keeps the room's clock: each own frame is stepped at the world tick
// the room steps it at, so moving platforms stand where the room has them, however long the page
// sat on its intro or the connection took.
import { describe, expect, it } from 'vitest';
import * as BC from '../../../sim/brain-climb/index.ts';
import { HOLD_FRAME, Input } from '../../../sim/core/input.ts';
import { Reconciler } from '../../../client/features/brain-climb/game/Reconciler.ts';
import type { ClimbLink, RemoteFrog } from '../../../client/features/brain-climb/game/ClimbLink.ts';

/** A level with moving platforms (later levels have many). */
function roomWorld(): BC.BrainClimbWorld {
  const world = BC.buildWorld(BC.generateLevel(12, 'clock'), BC.BrainClimbConstants.MAX_JUMPS_START, null, 'lowest');
  BC.addFrog(world, 'p1');
  return world;
}

function movingXs(world: BC.BrainClimbWorld): number[] {
  return BC.listPlatforms(world).filter((p) => p.isMoving).map((p) => p.x);
}

/** What the room's state says, as ClimbLink exposes it. */
function fakeLink(room: BC.BrainClimbWorld, state: { ack: number; ackTick: number }) {
  return {
    get ack() { return state.ack; },
    get ackTick() { return state.ackTick; },
    taken: () => [],
    others: () => [],
    me: (): RemoteFrog => {
      const f = BC.frogView(room, 'p1')!;
      return { key: 'p1', name: 'P', tint: 0, x: Math.round(f.x), y: Math.round(f.y), facing: f.facing, animation: 0, state: BC.FROG_STATE_NAMES.indexOf(f.state), energy: f.energy, jumpsLeft: f.jumpsLeft, gems: f.gems, coins: f.coins, onGround: f.onGround };
    },
  } as unknown as ClimbLink;
}

describe('the prediction keeps the room\'s clock', () => {
  it('catches up after the intro and a slow connection, then steps every frame at the room\'s tick', () => {
    const room = roomWorld();
    expect(movingXs(room).length).toBeGreaterThan(5);
    // The page joins: the room's world as it is now, the own frog where the room has it.
    const hold = new Map([['p1', HOLD_FRAME]]);
    for (let i = 0; i < 40; i++) BC.stepBrainClimb(room, hold);
    const local = BC.restoreBrainClimb({ ...BC.snapshotBrainClimb(room), frogs: [] });
    BC.addFrog(local, 'me');
    BC.correctFrog(local, 'me', { x: BC.frogView(room, 'p1')!.x, y: BC.frogView(room, 'p1')!.y });
    // The player reads the intro for 3 s; the room goes on (its frog waits).
    for (let i = 0; i < 180; i++) BC.stepBrainClimb(room, hold);

    const state = { ack: 0, ackTick: 0 };
    const rec = new Reconciler(fakeLink(room, state), 'me');
    const LATENCY = 4;
    const frames: number[] = [];
    const localAt = new Map<number, { tick: number; xs: number[]; frog: number[] }>();
    const roomAt = new Map<number, { tick: number; xs: number[]; frog: number[] }>();
    const at = (world: BC.BrainClimbWorld, key: string) => {
      const f = BC.frogView(world, key)!;
      return { tick: world.tick, xs: movingXs(world), frog: [f.x, f.y] };
    };
    for (let seq = 1; seq <= 400; seq++) {
      const bits = seq % 90 < 40 ? Input.RIGHT : seq % 90 < 80 ? Input.LEFT : Input.JUMP;
      frames.push(bits);
      BC.stepBrainClimb(local, new Map([['me', bits]]));
      rec.recordPrediction(local, seq);
      localAt.set(seq, at(local, 'me'));
      // The room takes each frame LATENCY ticks after the browser stepped it.
      const due = seq - LATENCY;
      if (due >= 1) {
        BC.stepBrainClimb(room, new Map([['p1', frames[due - 1]]]));
        roomAt.set(due, at(room, 'p1'));
        Object.assign(state, { ack: due, ackTick: room.tick });
      } else BC.stepBrainClimb(room, hold);
      rec.sync(local);
    }
    // The whole wait was caught up once, with the own frog held.
    expect(rec.stats.caughtUpTicks).toBe(180 + LATENCY);
    expect(rec.stats.lastClockLag).toBe(0);
    // From the frame after the catch-up on, the browser stepped each frame at the room's tick,
    // with every moving platform exactly where the room had it.
    for (let seq = LATENCY + 2; seq <= 396; seq++) {
      expect(localAt.get(seq)!.tick, `frame ${seq}`).toBe(roomAt.get(seq)!.tick);
      expect(localAt.get(seq)!.xs).toEqual(roomAt.get(seq)!.xs);
      expect(localAt.get(seq)!.frog).toEqual(roomAt.get(seq)!.frog);
    }
    expect([rec.stats.snaps, rec.stats.corrections]).toEqual([0, 0]);
  });

  it('catches a long wait up over a few calls, never moving the own frog', () => {
    const room = roomWorld();
    const local = BC.restoreBrainClimb({ ...BC.snapshotBrainClimb(room), frogs: [] });
    BC.addFrog(local, 'me');
    BC.stepBrainClimb(local, new Map([['me', 0]]));
    BC.stepBrainClimb(room, new Map([['p1', 0]]));
    const state = { ack: 0, ackTick: 0 };
    const rec = new Reconciler(fakeLink(room, state), 'me');
    BC.stepBrainClimb(local, new Map([['me', 0]]));
    rec.recordPrediction(local, 1);
    const before = BC.frogView(local, 'me')!;
    Object.assign(state, { ack: 1, ackTick: local.tick + 1000 });
    rec.sync(local);
    expect(rec.stats.caughtUpTicks).toBe(600);
    const after = BC.frogView(local, 'me')!;
    expect([after.x, after.y, after.energy]).toEqual([before.x, before.y, before.energy]);
    BC.stepBrainClimb(local, new Map([['me', 0]]));
    rec.recordPrediction(local, 2);
    Object.assign(state, { ack: 2, ackTick: state.ackTick + 1 });
    rec.sync(local);
    expect(rec.stats.caughtUpTicks).toBe(1000);
    expect(rec.stats.lastClockLag).toBe(400);
  });
});
