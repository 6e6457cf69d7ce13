// Brain Climb: moving, jumping, energy and the quiz pause (spec 000, sections 4 and 9).
import { describe, expect, it } from 'vitest';
import * as BC from '../../../sim/brain-climb/index.ts';
import * as C from '../../../sim/brain-climb/constants.ts';
import { Input } from '../../../sim/core/input.ts';
import { oneFrog, run, runUntil, teleportFrog, view } from './support/world.ts';

const J = Input.JUMP;

describe('Brain Climb constants are the spec values', () => {
  it('has the numbers of spec 000 section 9, with units in their names', () => {
    expect(C.GRAVITY_PX_PER_S2).toBe(600);
    expect(C.MOVE_SPEED_PX_PER_S).toBe(200);
    expect(C.JUMP_VELOCITY_GROUND_PX_PER_S).toBe(-450);
    expect(C.JUMP_VELOCITY_AIR_PX_PER_S).toBe(-400);
    expect([C.MAX_JUMPS_START, C.MAX_JUMPS_AFTER_RESTART]).toEqual([3, 2]);
    expect([C.ENERGY_MAX, C.JUMP_ENERGY_COST]).toEqual([100, 5]);
    expect([C.FALL_RESET_Y_PX, C.FALL_RESET_ENERGY_BONUS]).toEqual([1200, 20]);
    expect(C.WORLD_WIDTH_PX).toBe(1200);
    expect([C.HEIGHT_ZERO_Y_PX, C.HEIGHT_PX_PER_SCORE_METRE]).toEqual([600, 10]);
    expect([C.PLATFORMS_BASE, C.PLATFORMS_PER_LEVEL, C.PLATFORMS_MAX, C.PLATFORM_SPACING_Y_PX]).toEqual([60, 3, 80, 150]);
    expect([C.ORB_CHANCE, C.COIN_CHANCE, C.AMBIENT_COINS_MIN, C.AMBIENT_COINS_MAX]).toEqual([0.3, 0.2, 4, 5]);
    expect(C.CLEANUP_DISTANCE_PX).toBe(2000);
  });
});

describe('a frog at the start', () => {
  it('stands on the ground at the centre with full energy, 3 jumps and a height of 0', () => {
    const v = view(oneFrog(), 'a');
    expect(v.x).toBe(600);
    expect(v.y).toBeCloseTo(600, 0);
    expect(v.heightM).toBeCloseTo(0, 1);
    expect(v).toMatchObject({ energy: 100, maxEnergy: 100, jumpsLeft: 3, maxJumps: 3, onGround: true, state: 'playing', paused: false, animation: 'idle' });
  });
});

describe('walking', () => {
  it('moves 200 px per second and faces the way it walks', () => {
    const world = oneFrog();
    run(world, 30, { a: Input.RIGHT });
    expect(view(world, 'a').x).toBeCloseTo(700, 6);
    expect(view(world, 'a')).toMatchObject({ vx: expect.closeTo(200, 6), facing: 1, animation: 'walk' });
    run(world, 15, { a: Input.LEFT });
    expect(view(world, 'a').x).toBeCloseTo(650, 6);
    expect(view(world, 'a').facing).toBe(-1);
  });

  it('stops when no key or both keys are held', () => {
    const world = oneFrog();
    run(world, 10, { a: Input.LEFT | Input.RIGHT });
    expect(view(world, 'a').x).toBe(600);
    run(world, 1);
    expect(view(world, 'a')).toMatchObject({ vx: 0, animation: 'idle' });
  });

  it('stops at the sides of the 1200 px world', () => {
    const world = oneFrog();
    teleportFrog(world, 'a', 25, 300);
    run(world, 10, { a: Input.LEFT });
    expect(view(world, 'a').x).toBeCloseTo(C.FROG_WIDTH_PX / 2, 9);
    teleportFrog(world, 'a', 1175, 300);
    run(world, 10, { a: Input.RIGHT });
    expect(view(world, 'a').x).toBeCloseTo(1200 - C.FROG_WIDTH_PX / 2, 9);
  });
});

describe('jumping', () => {
  it('a frog that jumps from the ground at full energy has 95 energy and rises with velocity -450', () => {
    const world = oneFrog();
    const events = run(world, 1, { a: J });
    expect(events).toEqual([{ type: 'jumped', tick: world.tick, playerKey: 'a', first: true, vy: -450, energy: 95, jumpsLeft: 2 }]);
    expect(view(world, 'a')).toMatchObject({ vy: -450, energy: 95, jumpsLeft: 2, onGround: false, animation: 'hop' });
  });

  it('a jump in the air rises with -400 and costs another 5', () => {
    const world = oneFrog();
    run(world, 1, { a: J });
    run(world, 10);
    const [second] = run(world, 1, { a: J });
    expect(second).toMatchObject({ type: 'jumped', first: false, vy: -400, energy: 90, jumpsLeft: 1 });
    expect(view(world, 'a').vy).toBeCloseTo(-400, 9);
  });

  it('gravity slows a jump by 600 px/s every second', () => {
    const world = oneFrog();
    run(world, 1, { a: J });
    const y0 = view(world, 'a').y;
    run(world, 30);
    expect(view(world, 'a').vy).toBeCloseTo(-450 + 600 * 0.5, 6);
    // Semi-implicit Euler over 30 steps: 0.5 s at an average of -450 + 600 * (31/60) / 2 px/s.
    expect(view(world, 'a').y - y0).toBeCloseTo(30 * -450 / 60 + 600 / 3600 * (30 * 31) / 2, 6);
  });

  it('rises about 170 px with the first jump (450² / 1200 = 169 continuous, 172.5 in 60 Hz steps)', () => {
    const world = oneFrog();
    const y0 = view(world, 'a').y;
    run(world, 1, { a: J });
    let top = y0;
    for (let i = 0; i < 60; i++) { run(world, 1); top = Math.min(top, view(world, 'a').y); }
    expect(y0 - top).toBeCloseTo(172.5, 6);
  });

  it('gets 3 jumps at the start; a fourth press in the air does nothing', () => {
    const world = oneFrog();
    const jumps = [];
    for (let i = 0; i < 4; i++) { jumps.push(...run(world, 1, { a: J })); run(world, 5); }
    expect(jumps.map((e) => e.type === 'jumped' && e.jumpsLeft)).toEqual([2, 1, 0]);
    expect(view(world, 'a').energy).toBe(85);
  });

  it('holding the jump key jumps once; each new press is a jump', () => {
    const world = oneFrog();
    expect(run(world, 20, { a: J }).filter((e) => e.type === 'jumped')).toHaveLength(1);
    run(world, 1);
    expect(run(world, 1, { a: J }).filter((e) => e.type === 'jumped')).toHaveLength(1);
  });

  it('landing restores the jump count and shows the landing pose', () => {
    const world = oneFrog();
    run(world, 1, { a: J });
    run(world, 5);
    run(world, 1, { a: J });
    expect(view(world, 'a').jumpsLeft).toBe(1);
    const landed = runUntil(world, 'landed', 200);
    expect(landed).toMatchObject({ playerKey: 'a', platformId: 'ground-0' });
    expect(view(world, 'a')).toMatchObject({ jumpsLeft: 3, onGround: true, animation: 'land' });
    run(world, C.LAND_ANIMATION_TICKS);
    expect(view(world, 'a').animation).toBe('idle');
  });

  it('falls with the fall pose and never faster than 900 px/s', () => {
    const world = oneFrog();
    teleportFrog(world, 'a', 100, -3000);
    run(world, 200);
    expect(view(world, 'a')).toMatchObject({ animation: 'fall', vy: expect.closeTo(C.MAX_FALL_SPEED_PX_PER_S, 6) });
  });
});

describe('energy and the quiz pause', () => {
  it('a frog at 3 energy that jumps is paused for a quiz', () => {
    const world = oneFrog({ energy: 3 });
    const events = run(world, 1, { a: J });
    expect(events.map((e) => e.type)).toEqual(['jumped', 'energy_depleted']);
    expect(view(world, 'a')).toMatchObject({ energy: 0, state: 'quiz', paused: true });
  });

  it('a frog at exactly 5 energy reaches zero with its jump and is paused (at or below zero)', () => {
    const world = oneFrog({ energy: 5 });
    run(world, 1, { a: J });
    expect(view(world, 'a')).toMatchObject({ energy: 0, state: 'quiz' });
  });

  it('a paused frog does not move, whatever is pressed, until the refill', () => {
    const world = oneFrog({ energy: 5 });
    run(world, 1, { a: J });
    const before = view(world, 'a');
    expect(run(world, 120, { a: Input.RIGHT | J })).toEqual([]);
    expect(view(world, 'a')).toEqual(before);
  });

  it('the refill sets energy to 100 and the paused jump carries on', () => {
    const world = oneFrog({ energy: 5 });
    run(world, 1, { a: J });
    run(world, 60);
    expect(BC.refillEnergy(world, 'a')).toBe(true);
    expect(view(world, 'a')).toMatchObject({ energy: 100, state: 'playing', paused: false, vy: -450 });
    run(world, 1);
    expect(view(world, 'a').vy).toBeCloseTo(-440, 9);
  });

  it('the refill is refused when the frog is not paused', () => {
    const world = oneFrog({ energy: 40 });
    expect(BC.refillEnergy(world, 'a')).toBe(false);
    expect(view(world, 'a').energy).toBe(40);
  });

  it('each frog has its own energy, jumps and pause', () => {
    const world = BC.createBrainClimbWorld({ seed: 'many', level: 1 });
    for (let i = 0; i < 16; i++) BC.addFrog(world, `p${i}`, { energy: i === 3 ? 5 : 100 });
    run(world, 3);
    run(world, 1, Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`p${i}`, J])));
    const views = BC.listFrogs(world);
    expect(views.filter((v) => v.paused).map((v) => v.playerKey)).toEqual(['p3']);
    expect(views.filter((v) => !v.paused).every((v) => v.energy === 95 && v.jumpsLeft === 2)).toBe(true);
  });
});

describe('falling', () => {
  it('falling below y 1200 resets the frog to the centre start position with +20 energy', () => {
    const world = oneFrog({ energy: 50 });
    const reset = runUntil(world, 'fell_reset', 600, { a: Input.LEFT });
    expect(reset).toMatchObject({ playerKey: 'a', energy: 70 });
    expect(view(world, 'a')).toMatchObject({ x: 600, y: 600, vx: 0, vy: 0, energy: 70, jumpsLeft: 3, onGround: true });
  });

  it('falling below 1200 gives +20 capped at 100', () => {
    const world = oneFrog({ energy: 95 });
    expect(runUntil(world, 'fell_reset', 600, { a: Input.RIGHT })).toMatchObject({ energy: 100 });
  });
});

describe('height score', () => {
  it('is (600 - y) / 10', () => {
    const world = oneFrog();
    teleportFrog(world, 'a', 600, -400);
    expect(view(world, 'a').heightM).toBeCloseTo(100, 9);
  });
});
