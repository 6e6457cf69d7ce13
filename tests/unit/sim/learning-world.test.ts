// The Learning World: spec 002, sections 4 and 9.
import { describe, expect, it } from 'vitest';
import * as LW from '../../../sim/learning-world/index.ts';
import * as C from '../../../sim/learning-world/constants.ts';
import { Input } from '../../../sim/core/input.ts';
import type { LearningWorld, LearningWorldEvent } from '../../../sim/learning-world/index.ts';

function run(world: LearningWorld, ticks: number, bits = 0): LearningWorldEvent[] {
  const events: LearningWorldEvent[] = [];
  for (let i = 0; i < ticks; i++) events.push(...LW.stepLearningWorld(world, bits));
  return events;
}

/** Moves every gem far from the player so none is picked up by accident. */
function parkGems(world: LearningWorld): void {
  world.gemEids.forEach((eid, i) => { world.c.Pos.x[eid] = 60 + i * 20; world.c.Pos.y[eid] = 660; });
}
function parkEnemies(world: LearningWorld): void {
  world.enemyEids.forEach((eid) => { world.c.Pos.x[eid] = 1190; world.c.Pos.y[eid] = 10; });
}
function world(options: Partial<LW.LearningWorldOptions> = {}): LearningWorld {
  const w = LW.createLearningWorld({ seed: 'lw', signedIn: true, modules: 6, ...options });
  parkGems(w);
  return w;
}
const enemies = (w: LearningWorld) => LW.learningWorldView(w).enemies;

describe('Learning World constants are the spec values', () => {
  it('has the numbers of spec 002 section 9', () => {
    expect([C.AREA_WIDTH_PX, C.AREA_HEIGHT_PX, C.GEMS_ON_FIELD]).toEqual([1200, 700, 5]);
    expect([C.PLAYER_STEP_PX_PER_TICK, C.GEM_PICKUP_RADIUS_PX, C.ENEMY_CATCH_RADIUS_PX]).toEqual([5, 40, 50]);
    expect([C.INVULNERABILITY_S, C.ENEMY_RESPAWN_S, C.MODULE_RADIUS_PX, C.HOTSPOT_RADIUS_PX, C.MAX_MODULES]).toEqual([3, 3, 100, 80, 6]);
    expect(C.ENEMY_SPEED_MULTIPLIER_MAX).toBeCloseTo(2.67, 2);
  });
});

describe('the player', () => {
  it('starts in the middle of the 1200 x 700 area and steps 5 px per tick', () => {
    const w = world();
    expect(LW.playerView(w)).toMatchObject({ x: 600, y: 350, state: 'playing' });
    run(w, 10, Input.RIGHT | Input.UP);
    expect(LW.playerView(w)).toMatchObject({ x: 650, y: 300 });
  });

  it('stays inside the area', () => {
    const w = world();
    run(w, 400, Input.LEFT | Input.DOWN);
    expect(LW.playerView(w)).toMatchObject({ x: C.PLAYER_RADIUS_PX, y: 700 - C.PLAYER_RADIUS_PX });
  });
});

describe('gems', () => {
  it('keeps 5 gems on the field; one within 40 px is collected and replaced elsewhere', () => {
    const w = world();
    const eid = w.gemEids[2];
    w.c.Pos.x[eid] = 600 + 39;
    w.c.Pos.y[eid] = 350;
    const oldId = `gem-${w.c.serial[eid]}`;
    const events = run(w, 1).filter((e) => e.type === 'gem_collected');
    expect(events).toEqual([{ type: 'gem_collected', tick: 1, gemId: oldId, gems: 1, coinMultiplier: 1 }]);
    const view = LW.learningWorldView(w);
    expect(view.gems).toHaveLength(5);
    expect(view.gems.map((g) => g.id)).not.toContain(oldId);
    expect(Math.hypot(view.gems[2].x - 600, view.gems[2].y - 350)).toBeGreaterThanOrEqual(C.GEM_MIN_DISTANCE_FROM_PLAYER_PX);
  });

  it('a gem 41 px away is not collected', () => {
    const w = world();
    w.c.Pos.x[w.gemEids[0]] = 600;
    w.c.Pos.y[w.gemEids[0]] = 350 + 41;
    expect(run(w, 1).filter((e) => e.type === 'gem_collected')).toEqual([]);
  });
});

describe('enemies', () => {
  it('number 1 + floor(gems / 5)', () => {
    expect([0, 4, 5, 9, 10, 14, 155].map(LW.enemyTarget)).toEqual([1, 1, 2, 2, 3, 3, 32]);
    const w = world({ initialGems: 14 });
    run(w, 1);
    expect(enemies(w)).toHaveLength(3);
    w.gems = 15;
    expect(run(w, 1).filter((e) => e.type === 'enemy_spawned')).toHaveLength(1);
    expect(enemies(w)).toHaveLength(4);
  });

  it('chase at 1.5 px per tick times 1 + 0.1 per gem, up to about 2.67', () => {
    expect([0, 5, 10, 16, 17, 100].map((g) => LW.enemySpeedMultiplier(g))).toEqual([1, 1.5, 2, 2.6, 4 / 1.5, 4 / 1.5]);
    for (const [gems, speed] of [[0, 1.5], [10, 3], [100, 4]] as const) {
      const w = world({ initialGems: gems });
      run(w, 1);
      const before = enemies(w)[0];
      run(w, 1);
      const after = enemies(w)[0];
      expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeCloseTo(speed, 9);
    }
  });

  it('appear on the border, away from the player', () => {
    const w = world({ initialGems: 40 });
    run(w, 1);
    const step = 1.5 * LW.enemySpeedMultiplier(40); // they have already taken one step
    for (const e of enemies(w)) {
      expect(Math.min(e.x, e.y, 1200 - e.x, 700 - e.y)).toBeLessThanOrEqual(step + 1e-9);
      expect(Math.hypot(e.x - 600, e.y - 350)).toBeGreaterThan(C.ENEMY_SPAWN_MIN_DISTANCE_PX - step - 1e-9);
    }
  });
});

describe('being caught', () => {
  function caughtWorld(gems = 7): LearningWorld {
    const w = world({ initialGems: gems });
    run(w, 1);
    parkEnemies(w);
    const eid = w.enemyEids[0];
    w.c.Pos.x[eid] = 600 + 50 + LW.enemySpeedMultiplier(gems) * 1.5 - 0.001; // within 50 after its next move
    w.c.Pos.y[eid] = 350;
    return w;
  }

  it('an enemy within 50 px catches the player and pauses the game for a quiz', () => {
    const w = caughtWorld();
    expect(run(w, 1).filter((e) => e.type === 'caught')).toEqual([{ type: 'caught', tick: 2, enemyId: expect.stringMatching(/^enemy-/), gems: 7 }]);
    expect(LW.learningWorldView(w).state).toBe('caught');
  });

  it('an enemy just over 50 px away does not', () => {
    const w = caughtWorld();
    w.c.Pos.x[w.enemyEids[0]] += 0.01;
    expect(run(w, 1).filter((e) => e.type === 'caught')).toEqual([]);
  });

  it('nothing moves while the player is caught', () => {
    const w = caughtWorld();
    run(w, 1);
    const before = LW.learningWorldView(w);
    expect(run(w, 120, Input.RIGHT)).toEqual([]);
    expect({ ...LW.learningWorldView(w), tick: 0 }).toEqual({ ...before, tick: 0 });
  });

  it('a correct answer resumes with 3 s of invulnerability and keeps the gems', () => {
    const w = caughtWorld(12);
    run(w, 1);
    expect(LW.answerCatch(w, true)).toEqual({ correct: true, gems: 12, coinMultiplier: 2 });
    expect(LW.playerView(w)).toMatchObject({ state: 'playing', invulnerable: true });
    expect(run(w, 179).filter((e) => e.type === 'caught')).toEqual([]);
    const later = run(w, 2).map((e) => e.type);
    expect(later).toContain('invulnerability_ended');
    expect(later).toContain('caught');
    expect(w.gems).toBe(12);
  });

  it('a wrong answer resets gems to 0 (reporting the count to save) and enemies respawn after 3 s', () => {
    const w = caughtWorld(12);
    run(w, 1);
    expect(LW.answerCatch(w, false)).toEqual({ correct: false, gemsToSave: 12 });
    expect(w.gems).toBe(0);
    expect(enemies(w)).toHaveLength(0);
    expect(run(w, 179).filter((e) => e.type === 'enemies_respawned' || e.type === 'caught')).toEqual([]);
    expect(enemies(w)).toHaveLength(0);
    expect(run(w, 1).filter((e) => e.type === 'enemies_respawned')).toEqual([{ type: 'enemies_respawned', tick: expect.any(Number), enemies: 1 }]);
    expect(enemies(w)).toHaveLength(1);
  });

  it('answering when not caught is an error', () => {
    expect(() => LW.answerCatch(world(), true)).toThrow(/not caught/);
  });
});

describe('coins', () => {
  it('the coin multiplier is 1 below 10 gems, otherwise 1 + floor(gems / 10)', () => {
    expect([0, 9, 10, 19, 20, 35, 99].map(LW.coinMultiplier)).toEqual([1, 1, 2, 2, 3, 4, 10]);
  });

  it('guests get no coin multiplier', () => {
    const w = world({ signedIn: false, initialGems: 30 });
    expect(LW.learningWorldView(w).coinMultiplier).toBe(1);
    const signed = world({ initialGems: 30 });
    expect(LW.learningWorldView(signed).coinMultiplier).toBe(4);
  });
});

describe('modules and the rewards hotspot', () => {
  it('a signed-in player has up to 6 modules and the hotspot; a guest has none', () => {
    expect(LW.learningWorldView(world({ modules: 10 })).modules).toHaveLength(6);
    expect(LW.learningWorldView(world({ modules: 2 })).modules).toHaveLength(2);
    expect(LW.learningWorldView(world({ modules: ['a', 'b', 'c'] })).modules).toHaveLength(3);
    const guest = LW.learningWorldView(world({ signedIn: false, modules: 6 }));
    expect([guest.modules, guest.hotspot]).toEqual([[], null]);
  });

  it('a module activates within 100 px, once on arrival; confirm opens it', () => {
    const w = world();
    parkEnemies(w);
    const [mx, my] = C.MODULE_POSITIONS_PX[1];
    w.playerX = mx;
    w.playerY = my + 101;
    expect(run(w, 1).filter((e) => e.type.startsWith('module'))).toEqual([]);
    w.playerY = my + 100;
    expect(run(w, 1).filter((e) => e.type.startsWith('module'))).toEqual([{ type: 'module_reached', tick: expect.any(Number), module: 1 }]);
    expect(run(w, 5).filter((e) => e.type.startsWith('module'))).toEqual([]);
    expect(run(w, 1, Input.CONFIRM).filter((e) => e.type.startsWith('module'))).toEqual([{ type: 'module_opened', tick: expect.any(Number), module: 1 }]);
  });

  it('the rewards hotspot activates within 80 px', () => {
    const w = world();
    parkEnemies(w);
    const [hx, hy] = C.HOTSPOT_POSITION_PX;
    w.playerX = hx - 81;
    w.playerY = hy;
    expect(run(w, 1).filter((e) => e.type.startsWith('hotspot'))).toEqual([]);
    w.playerX = hx - 80;
    expect(run(w, 1, Input.CONFIRM).map((e) => e.type).filter((t) => t.startsWith('hotspot'))).toEqual(['hotspot_reached', 'hotspot_opened']);
  });

  it('guests reach nothing', () => {
    const w = world({ signedIn: false });
    const [mx, my] = C.MODULE_POSITIONS_PX[0];
    w.playerX = mx;
    w.playerY = my;
    expect(run(w, 1, Input.CONFIRM).filter((e) => e.type.startsWith('module') || e.type.startsWith('hotspot'))).toEqual([]);
  });
});
