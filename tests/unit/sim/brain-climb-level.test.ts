// Brain Climb levels from (level number, seed): spec 000 sections 3 and 9.
import { describe, expect, it } from 'vitest';
import { generateLevel, platformCount } from '../../../sim/brain-climb/index.ts';
import type { LevelData } from '../../../sim/brain-climb/index.ts';
import * as C from '../../../sim/brain-climb/constants.ts';

const seeds = Array.from({ length: 40 }, (_, i) => `seed-${i}`);

describe('platform count', () => {
  it('is min(60 + 3 * level, 80), ground and goal included', () => {
    expect(generateLevel(1, 'x').platforms).toHaveLength(63);
    expect(generateLevel(6, 'x').platforms).toHaveLength(78);
  });

  it('level 7 has 80 platforms, and so does every level after it', () => {
    expect(generateLevel(7, 'x').platforms).toHaveLength(80);
    expect(generateLevel(8, 'x').platforms).toHaveLength(80);
    expect(generateLevel(1000, 'x').platforms).toHaveLength(80);
    expect([1, 2, 7, 50].map(platformCount)).toEqual([63, 66, 80, 80]);
  });
});

describe('layout', () => {
  it('starts with the ground, ends with the goal, and names the rest p-<row>', () => {
    const { platforms } = generateLevel(7, 'ids');
    expect(platforms[0].id).toBe('ground-0');
    expect(platforms[79].id).toBe('goal-79');
    expect(platforms.slice(1, 79).every((p, i) => p.id === `p-${i + 1}`)).toBe(true);
    expect(platforms.filter((p) => p.id.includes('ground'))).toHaveLength(1);
    expect(platforms.filter((p) => p.id.includes('goal'))).toHaveLength(1);
  });

  it('spaces platforms 150 apart vertically, rising from the ground under the start', () => {
    const { platforms } = generateLevel(3, 'spacing');
    expect(platforms[0]).toMatchObject({ x: 600, y: 630, is_moving: false });
    for (let i = 1; i < platforms.length; i++) expect(platforms[i - 1].y - platforms[i].y).toBe(150);
  });

  it('keeps every platform and its swing inside the 1200 px world, each within reach of the one below', () => {
    for (const seed of seeds) {
      const { platforms } = generateLevel(12, seed);
      for (let i = 1; i < platforms.length; i++) {
        const p = platforms[i];
        expect(p.x - p.size / 2 - p.move_range).toBeGreaterThanOrEqual(0);
        expect(p.x + p.size / 2 + p.move_range).toBeLessThanOrEqual(1200);
        expect(Math.abs(p.x - platforms[i - 1].x)).toBeLessThanOrEqual(C.PLATFORM_MAX_STEP_X_PX);
      }
    }
  });

  it('gives moving platforms a speed and a range, and static ones zero', () => {
    const { platforms } = generateLevel(10, 'moving');
    for (const p of platforms) {
      if (p.is_moving) {
        expect(p.move_speed).toBeGreaterThan(0);
        expect(p.move_range).toBeGreaterThan(0);
      } else {
        expect([p.move_speed, p.move_range]).toEqual([0, 0]);
      }
    }
    expect(platforms[0].is_moving || platforms[platforms.length - 1].is_moving).toBe(false);
  });

  it('makes moving platforms more frequent at higher levels', () => {
    const share = (level: number) => {
      let moving = 0;
      let total = 0;
      for (const seed of seeds) {
        const { platforms } = generateLevel(level, seed);
        moving += platforms.filter((p) => p.is_moving).length;
        total += platforms.length;
      }
      return moving / total;
    };
    expect(share(1)).toBeGreaterThan(0.05);
    expect(share(5)).toBeGreaterThan(share(1) + 0.1);
    expect(share(10)).toBeGreaterThan(share(5) + 0.1);
  });
});

describe('pickups', () => {
  const all: LevelData[] = seeds.map((seed) => generateLevel(7, seed));
  const ordinary = 78 * all.length;

  it('puts an orb on about 30% of platforms, each with an energy_value', () => {
    const orbs = all.flatMap((l) => l.orbs);
    expect(orbs.length / ordinary).toBeGreaterThan(0.25);
    expect(orbs.length / ordinary).toBeLessThan(0.35);
    expect(orbs.every((o) => [10, 15, 20].includes(o.energy_value))).toBe(true);
  });

  it('puts a coin on about 20% of platforms, plus 4 or 5 ambient coins between rows', () => {
    for (const level of all) {
      const ambient = level.coins.filter((c) => (630 - c.y) % 150 === 75);
      expect([4, 5]).toContain(ambient.length);
    }
    const onPlatforms = all.flatMap((l) => l.coins.filter((c) => (630 - c.y) % 150 !== 75));
    expect(onPlatforms.length / ordinary).toBeGreaterThan(0.15);
    expect(onPlatforms.length / ordinary).toBeLessThan(0.25);
  });

  it('puts a gem on every tenth platform, starting at the fifth', () => {
    expect(generateLevel(7, 'gems').gems.map((g) => (630 - 45 - g.y) / 150)).toEqual([5, 15, 25, 35, 45, 55, 65, 75]);
  });

  it('gives every pickup a unique id', () => {
    const level = generateLevel(9, 'unique');
    const ids = [...level.orbs, ...level.coins, ...level.gems].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('level data', () => {
  it('has the fields of spec 000 section 3 and whole pixel numbers, and survives JSON', () => {
    const level = generateLevel(4, 'shape');
    expect(Object.keys(level.platforms[1]).sort()).toEqual(['id', 'is_moving', 'move_range', 'move_speed', 'size', 'x', 'y']);
    expect(Object.keys(level.orbs[0]).sort()).toEqual(['energy_value', 'id', 'x', 'y']);
    const numbers = [...level.platforms, ...level.orbs, ...level.coins, ...level.gems].flatMap((p) => [p.x, p.y]);
    expect(numbers.every(Number.isInteger)).toBe(true);
    expect(JSON.parse(JSON.stringify(level))).toEqual(level);
  });

  it('is the same for the same level and seed (server and offline client agree)', () => {
    expect(generateLevel(5, 'same')).toEqual(generateLevel(5, 'same'));
    expect(generateLevel(5, 42)).toEqual(generateLevel(5, 42));
  });

  it('differs between seeds and between levels', () => {
    expect(generateLevel(5, 'a').platforms).not.toEqual(generateLevel(5, 'b').platforms);
    expect(generateLevel(5, 'a').platforms.slice(1, 60)).not.toEqual(generateLevel(6, 'a').platforms.slice(1, 60));
  });

  it('rejects a level that is not a positive integer with a RangeError', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity, '3' as unknown as number]) {
      expect(() => generateLevel(bad, 'x')).toThrow(RangeError);
    }
  });
});

describe('worlds from served level data', () => {
  it('build from the data the server sends, and refuse data that is not generateLevel(level, seed)', async () => {
    const { createBrainClimbWorldFromLevel, hashBrainClimb, createBrainClimbWorld } = await import('../../../sim/brain-climb/index.ts');
    const served = JSON.parse(JSON.stringify(generateLevel(3, 'level-3'))) as LevelData;
    expect(hashBrainClimb(createBrainClimbWorldFromLevel(served, { maxJumps: 2 }))).toBe(hashBrainClimb(createBrainClimbWorld({ seed: 'level-3', level: 3, maxJumps: 2 })));
    served.platforms[4].x += 1;
    expect(() => createBrainClimbWorldFromLevel(served)).toThrow(/does not match/);
  });
});
