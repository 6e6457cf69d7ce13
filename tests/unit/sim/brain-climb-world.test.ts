// Brain Climb: platforms, pickups, the goal, cleanup, several frogs, restart, game over and victory.
import { describe, expect, it } from 'vitest';
import * as BC from '../../../sim/brain-climb/index.ts';
import * as C from '../../../sim/brain-climb/constants.ts';
import { Input } from '../../../sim/core/input.ts';
import { findMovingPlatform, oneFrog, run, runUntil, teleportFrog, view } from './support/world.ts';

const top = (p: { y: number }) => p.y - C.PLATFORM_THICKNESS_PX / 2;
const standY = (p: { y: number }) => top(p) - C.FROG_HEIGHT_PX / 2;

describe('one-way platforms', () => {
  it('a frog jumping up under a platform passes through it and lands on top', () => {
    const world = oneFrog({ seed: 'oneway' });
    const p1 = world.levelData.platforms[1];
    teleportFrog(world, 'a', p1.x, p1.y + 60, 0, -450);
    const landed = runUntil(world, 'landed', 120);
    expect(landed?.platformId).toBe('p-1');
    expect(view(world, 'a').y).toBeLessThan(top(p1) - C.FROG_HEIGHT_PX / 2 + 1);
    expect(view(world, 'a').onGround).toBe(true);
  });

  it('a frog falling from above lands on a platform and stays there', () => {
    const world = oneFrog({ seed: 'oneway' });
    const p2 = world.levelData.platforms[2];
    teleportFrog(world, 'a', p2.x, p2.y - 120);
    expect(runUntil(world, 'landed', 120)?.platformId).toBe('p-2');
    run(world, 120);
    expect(view(world, 'a').y).toBeCloseTo(standY(p2), 0);
    expect(view(world, 'a')).toMatchObject({ onGround: true, vy: 0 });
  });

  it('a frog brushing past a platform corner is not held by its side', () => {
    const world = oneFrog({ seed: 'oneway' });
    const p2 = world.levelData.platforms[2];
    // Falling fast just beside the left edge: at most a few pixels of the frog overlap the platform.
    teleportFrog(world, 'a', p2.x - p2.size / 2 - C.FROG_WIDTH_PX / 2 + 3, p2.y - 40, 0, 880);
    const events = run(world, 20);
    expect(events.filter((e) => e.type === 'landed' && e.platformId === 'p-2')).toEqual([]);
    expect(view(world, 'a').y).toBeGreaterThan(p2.y + 20);
  });
});

describe('moving platforms', () => {
  it('swing between x - move_range and x + move_range at move_speed', () => {
    const { seed, row, platform } = findMovingPlatform();
    const world = BC.createBrainClimbWorld({ seed, level: 5 });
    BC.addFrog(world, 'a');
    teleportFrog(world, 'a', 100, platform.y + 40); // keeps the platform inside the physics window for a while
    const xs: number[] = [];
    for (let i = 0; i < 1200; i++) {
      BC.stepBrainClimb(world, new Map());
      xs.push(BC.listPlatforms(world).find((p) => p.id === platform.id)!.x);
    }
    const step = platform.move_speed / 60;
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(platform.x + platform.move_range - 1e-9);
    expect(Math.max(...xs)).toBeLessThanOrEqual(platform.x + platform.move_range + step + 1e-9);
    expect(Math.min(...xs)).toBeLessThanOrEqual(platform.x - platform.move_range + 1e-9);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(platform.x - platform.move_range - step - 1e-9);
    expect(Math.abs(xs[1] - xs[0])).toBeCloseTo(step, 9);
    expect(row).toBeGreaterThan(1);
  });

  it('carry a frog standing on them', () => {
    const { seed, platform } = findMovingPlatform();
    const world = BC.createBrainClimbWorld({ seed, level: 5 });
    BC.addFrog(world, 'a');
    teleportFrog(world, 'a', platform.x, platform.y - 60);
    expect(runUntil(world, 'landed', 60)?.platformId).toBe(platform.id);
    const at = () => BC.listPlatforms(world).find((p) => p.id === platform.id)!.x;
    const frog0 = view(world, 'a').x;
    const plat0 = at();
    run(world, 30);
    expect(view(world, 'a').onGround).toBe(true);
    expect(view(world, 'a').x - frog0).toBeCloseTo(at() - plat0, 6);
    expect(Math.abs(at() - plat0)).toBeGreaterThan(10);
  });

  it('keep moving while no frog is near (outside the physics window)', () => {
    const { seed, platform } = findMovingPlatform();
    const world = BC.createBrainClimbWorld({ seed, level: 5 });
    const x0 = BC.listPlatforms(world).find((p) => p.id === platform.id)!.x;
    for (let i = 0; i < 30; i++) BC.stepBrainClimb(world, new Map());
    expect(BC.listPlatforms(world).find((p) => p.id === platform.id)!.x - x0).toBeCloseTo(platform.move_speed / 2, 6);
  });
});

describe('pickups', () => {
  function pickupWorld(kind: 'orb' | 'coin' | 'gem', energy = 100) {
    for (let i = 0; i < 100; i++) {
      const world = oneFrog({ seed: `pickup-${i}`, energy });
      const pickup = BC.listPickups(world).find((p) => p.kind === kind);
      if (pickup) return { world, pickup };
    }
    throw new Error(`no ${kind}`);
  }

  it('an orb adds its energy_value, counts, and disappears', () => {
    const { world, pickup } = pickupWorld('orb', 40);
    teleportFrog(world, 'a', pickup.x, pickup.y);
    const events = run(world, 2);
    expect(events).toEqual([{ type: 'orb_collected', tick: expect.any(Number), playerKey: 'a', orbId: pickup.id, energyValue: pickup.energyValue, energy: 40 + (pickup.energyValue as number) }]);
    expect(view(world, 'a').orbsCollected).toBe(1);
    expect(BC.listPickups(world).some((p) => p.id === pickup.id)).toBe(false);
  });

  it('energy from an orb is capped at 100', () => {
    const { world, pickup } = pickupWorld('orb', 95);
    teleportFrog(world, 'a', pickup.x, pickup.y);
    run(world, 2);
    expect(view(world, 'a').energy).toBe(100);
  });

  it('a coin counts once and reports its id', () => {
    const { world, pickup } = pickupWorld('coin');
    teleportFrog(world, 'a', pickup.x, pickup.y);
    expect(run(world, 3).filter((e) => e.type === 'coin_collected')).toEqual([{ type: 'coin_collected', tick: expect.any(Number), playerKey: 'a', coinId: pickup.id, coins: 1 }]);
    expect(view(world, 'a').coins).toBe(1);
  });

  it('a gem counts once and reports its id', () => {
    const { world, pickup } = pickupWorld('gem');
    teleportFrog(world, 'a', pickup.x, pickup.y);
    expect(run(world, 3).filter((e) => e.type === 'gem_collected')).toEqual([{ type: 'gem_collected', tick: expect.any(Number), playerKey: 'a', gemId: pickup.id, gems: 1 }]);
    expect(view(world, 'a').gems).toBe(1);
  });

  it('two frogs touching one coin in the same step: the one that joined first gets it', () => {
    const { world, pickup } = pickupWorld('coin');
    BC.addFrog(world, 'b');
    teleportFrog(world, 'b', pickup.x, pickup.y);
    teleportFrog(world, 'a', pickup.x, pickup.y);
    const coins = run(world, 3).filter((e) => e.type === 'coin_collected');
    expect(coins.map((e) => e.playerKey)).toEqual(['a']);
  });
});

describe('the goal', () => {
  const goalOf = (world: BC.BrainClimbWorld) => world.levelData.platforms[world.levelData.platforms.length - 1];

  it('touching the goal raises level complete once and freezes the frog', () => {
    const world = oneFrog({ seed: 'goal' });
    const goal = goalOf(world);
    teleportFrog(world, 'a', goal.x, goal.y - 60);
    const events = run(world, 120);
    expect(events.filter((e) => e.type === 'level_complete')).toEqual([{ type: 'level_complete', tick: expect.any(Number), playerKey: 'a', level: 1 }]);
    expect(view(world, 'a')).toMatchObject({ state: 'complete', levelComplete: true });
    const frozen = view(world, 'a');
    expect(run(world, 30, { a: Input.LEFT | Input.JUMP })).toEqual([]);
    expect(view(world, 'a')).toEqual(frozen);
  });

  it('raises level complete for each player once', () => {
    const world = oneFrog({ seed: 'goal' });
    BC.addFrog(world, 'b');
    const goal = goalOf(world);
    teleportFrog(world, 'a', goal.x - 50, goal.y - 40);
    teleportFrog(world, 'b', goal.x + 50, goal.y - 40);
    const done = run(world, 60).filter((e) => e.type === 'level_complete');
    expect(done.map((e) => e.playerKey).sort()).toEqual(['a', 'b']);
  });

  it('on the final level it is victory', () => {
    const world = oneFrog({ seed: 'goal', level: 3, finalLevel: 3 });
    const goal = goalOf(world);
    teleportFrog(world, 'a', goal.x, goal.y - 40);
    const types = run(world, 60).map((e) => e.type);
    expect(types).toContain('victory');
    expect(view(world, 'a').state).toBe('victory');
  });

  it('Next Level builds level + 1 keeping energy and counters', () => {
    const world = oneFrog({ seed: 'goal', energy: 55 });
    world.c.FrogData.gems[world.eidByKey.get('a')!] = 4;
    const next = BC.advanceLevel(world);
    expect(next.level).toBe(2);
    expect(BC.frogView(next, 'a')).toMatchObject({ energy: 55, gems: 4, state: 'playing', x: 600, y: 600, maxJumps: 3 });
  });
});

describe('cleanup', () => {
  it('platforms and pickups more than 2000 below the highest frog are cleaned up; the ground stays', () => {
    const world = oneFrog({ seed: 'clean' });
    BC.addFrog(world, 'b');
    teleportFrog(world, 'b', 600, -2000);
    run(world, 1);
    const ids = BC.listPlatforms(world).map((p) => p.id);
    expect(ids[0]).toBe('ground-0');
    // Rows 1 to 4 (y 480, 330, 180, 30) are below -2000 + 2000 = 0; row 5 (y -120) is not.
    expect(ids.slice(1, 3)).toEqual(['p-5', 'p-6']);
    expect(BC.listPickups(world).every((p) => p.y <= 0)).toBe(true);
  });

  it('a room can measure cleanup from the lowest frog instead', () => {
    const world = BC.createBrainClimbWorld({ seed: 'clean', level: 1, cleanupFrom: 'lowest' });
    BC.addFrog(world, 'a');
    BC.addFrog(world, 'b');
    teleportFrog(world, 'b', 600, -2500);
    run(world, 1);
    expect(BC.listPlatforms(world).map((p) => p.id).slice(0, 2)).toEqual(['ground-0', 'p-1']);
  });
});

describe('game over, restart and victory', () => {
  it('a frog that falls after the first platform was cleaned up cannot climb back: game over', () => {
    const world = oneFrog({ seed: 'over' });
    BC.addFrog(world, 'leader');
    teleportFrog(world, 'leader', 600, -2500);
    run(world, 1);
    teleportFrog(world, 'a', 100, 900);
    const over = runUntil(world, 'game_over', 120);
    expect(over).toMatchObject({ playerKey: 'a', reason: 'no_way_back' });
    expect(view(world, 'a').state).toBe('gameover');
  });

  it('restart (R or Try Again) sets energy 100, counters 0, max jumps 2, back at the start', () => {
    const world = oneFrog({ seed: 'over', energy: 30 });
    const eid = world.eidByKey.get('a')!;
    world.c.FrogData.coins[eid] = 3;
    world.c.FrogData.gems[eid] = 2;
    teleportFrog(world, 'a', 900, -500);
    BC.restartFrog(world, 'a');
    run(world, 2);
    expect(view(world, 'a')).toMatchObject({ energy: 100, coins: 0, gems: 0, orbsCollected: 0, maxJumps: 2, jumpsLeft: 2, state: 'playing', x: 600 });
    const jumps = [];
    for (let i = 0; i < 3; i++) { jumps.push(...run(world, 1, { a: Input.JUMP })); run(world, 5); }
    expect(jumps).toHaveLength(2);
  });

  it('restarting the game gives level 1 with every frog restarted', () => {
    const world = BC.createBrainClimbWorld({ seed: 'restart', level: 6 });
    BC.addFrog(world, 'a', { energy: 10, coins: 5 });
    const fresh = BC.restartBrainClimb(world);
    expect(fresh.level).toBe(1);
    expect(BC.frogView(fresh, 'a')).toMatchObject({ energy: 100, coins: 0, maxJumps: 2, state: 'playing' });
  });
});

describe('players', () => {
  it('frogs pass through each other and each stands on its own', () => {
    const world = BC.createBrainClimbWorld({ seed: 'crowd', level: 1 });
    for (let i = 0; i < 16; i++) BC.addFrog(world, `p${i}`);
    run(world, 30);
    expect(BC.listFrogs(world).every((v) => v.onGround && Math.abs(v.y - 600) < 1 && v.x === 600)).toBe(true);
  });

  it('a player key joins once; removing a frog forgets it', () => {
    const world = oneFrog();
    expect(() => BC.addFrog(world, 'a')).toThrow(/already/);
    expect(BC.removeFrog(world, 'a')).toBe(true);
    expect(BC.removeFrog(world, 'a')).toBe(false);
    expect(BC.frogView(world, 'a')).toBeUndefined();
    expect(() => BC.refillEnergy(world, 'a')).toThrow(/no frog/);
    BC.addFrog(world, 'a');
    expect(BC.playerKeys(world)).toEqual(['a']);
  });

  it('a world holds 64 frogs and steps them all', () => {
    const world = BC.createBrainClimbWorld({ seed: 'sixty-four', level: 7 });
    for (let i = 0; i < 64; i++) BC.addFrog(world, `p${i}`);
    const events = run(world, 1, Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`p${i}`, Input.JUMP])));
    expect(events.filter((e) => e.type === 'jumped')).toHaveLength(64);
  });

  it('inputs are clamped to the defined bits', () => {
    const world = oneFrog();
    run(world, 5, { a: 0xff00 | Input.RIGHT });
    expect(view(world, 'a').vx).toBeCloseTo(200, 9);
  });
});

describe('moving platforms over time', () => {
  it('keep a standing frog in the same place on them through every turn', () => {
    const { seed, platform } = findMovingPlatform();
    const world = BC.createBrainClimbWorld({ seed, level: 5 });
    BC.addFrog(world, 'a');
    teleportFrog(world, 'a', platform.x, platform.y - 60);
    runUntil(world, 'landed', 60);
    run(world, 10);
    const at = () => BC.listPlatforms(world).find((p) => p.id === platform.id)!.x;
    const offset = view(world, 'a').x - at();
    for (let i = 0; i < 600; i++) {
      run(world, 1);
      expect(view(world, 'a').x - at()).toBeCloseTo(offset, 6);
    }
  });
});
