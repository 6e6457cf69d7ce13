// A Learning World: one player, a pool of gems, a pool of enemies, modules and the rewards
// hotspot. The component stores live on the world object; the seeded stream that places gems and
// enemies is part of the world's state.
import { addComponent, addEntity, createWorld, registerQuery } from 'bitecs';
import type { Query } from 'bitecs';
import { createStream } from '../core/random.ts';
import type { RandomStream } from '../core/random.ts';
import * as C from './constants.ts';

export const GameState = { PLAYING: 0, CAUGHT: 1 } as const;
export const GAME_STATE_NAMES = ['playing', 'caught'] as const;
export type GameStateName = (typeof GAME_STATE_NAMES)[number];

export interface LearningWorldOptions {
  seed: string | number;
  /** Signed-in players get coin multipliers, the modules and the rewards hotspot; guests none. */
  signedIn: boolean;
  /** How many learning modules the player has (capped at 6), or the modules themselves. */
  modules?: number | readonly unknown[];
  /** Gems the player starts with (0 by default). */
  initialGems?: number;
}

function createStores(n: number) {
  return {
    Gem: {},
    Enemy: {},
    Pos: { x: new Float64Array(n), y: new Float64Array(n) },
    /** 1 while an enemy is on the field (pool entries wait at 0). */
    active: new Uint8Array(n),
    /** Gem and enemy ids ("gem-17", "enemy-3") come from these serial numbers. */
    serial: new Int32Array(n),
  };
}
export type LearningStores = ReturnType<typeof createStores>;

export interface LearningWorld {
  readonly seed: string | number;
  readonly signedIn: boolean;
  readonly moduleCount: number;
  tick: number;
  state: number;
  gems: number;
  playerX: number;
  playerY: number;
  bits: number;
  prevBits: number;
  invulnerableTicks: number;
  /** Ticks until enemies come back after a wrong answer; 0 when none are pending. */
  respawnTicks: number;
  /** 1 from a wrong answer until the enemies are back. */
  respawnPending: number;
  nextGemSerial: number;
  nextEnemySerial: number;
  /** Module the player is within reach of (-1: none), and whether it is at the hotspot. */
  inModule: number;
  atHotspot: number;
  rng: RandomStream;
  readonly c: LearningStores;
  readonly gemQuery: Query;
  readonly enemyQuery: Query;
  /** Entities in pool order. */
  readonly gemEids: Int32Array;
  readonly enemyEids: Int32Array;
}

export function createLearningWorld(options: LearningWorldOptions): LearningWorld {
  const requested = typeof options.modules === 'number' ? options.modules : options.modules?.length ?? 0;
  const moduleCount = options.signedIn ? Math.max(0, Math.min(C.MAX_MODULES, Math.trunc(requested))) : 0;
  const gems = Math.max(0, Math.trunc(options.initialGems ?? 0));
  const world = buildLearningWorld(options.seed, options.signedIn === true, moduleCount);
  world.gems = gems;
  for (let i = 0; i < world.gemEids.length; i++) placeGem(world, world.gemEids[i]);
  return world;
}

/** Entities and pools, gems not yet placed; used by create and restore. */
export function buildLearningWorld(seed: string | number, signedIn: boolean, moduleCount: number): LearningWorld {
  const c = createStores(1 + C.GEMS_ON_FIELD + C.ENEMY_POOL_SIZE + 1);
  const context = {
    seed, signedIn, moduleCount, tick: 0, state: GameState.PLAYING as number, gems: 0,
    playerX: C.START_X_PX as number, playerY: C.START_Y_PX as number, bits: 0, prevBits: 0,
    invulnerableTicks: 0, respawnTicks: 0, respawnPending: 0, nextGemSerial: 0, nextEnemySerial: 0, inModule: -1, atHotspot: 0,
    rng: createStream(seed, 'learning-world'), c,
    gemQuery: null as unknown as Query, enemyQuery: null as unknown as Query,
    gemEids: new Int32Array(C.GEMS_ON_FIELD), enemyEids: new Int32Array(C.ENEMY_POOL_SIZE),
  };
  const world = createWorld(context) as LearningWorld;
  Object.assign(world, { gemQuery: registerQuery(world, [c.Gem]), enemyQuery: registerQuery(world, [c.Enemy]) });
  for (let i = 0; i < C.GEMS_ON_FIELD; i++) {
    const eid = addEntity(world);
    addComponent(world, eid, c.Gem);
    c.active[eid] = 1;
    world.gemEids[i] = eid;
  }
  for (let i = 0; i < C.ENEMY_POOL_SIZE; i++) {
    const eid = addEntity(world);
    addComponent(world, eid, c.Enemy);
    world.enemyEids[i] = eid;
  }
  return world;
}

/** Moves a gem to a fresh random spot away from the player, with a new id. */
export function placeGem(world: LearningWorld, eid: number): void {
  const { c, rng } = world;
  const m = C.GEM_EDGE_MARGIN_PX;
  const minD2 = C.GEM_MIN_DISTANCE_FROM_PLAYER_PX ** 2;
  let x = 0;
  let y = 0;
  for (let attempt = 0; attempt < C.SPAWN_ATTEMPTS; attempt++) {
    x = m + rng.next() * (C.AREA_WIDTH_PX - 2 * m);
    y = m + rng.next() * (C.AREA_HEIGHT_PX - 2 * m);
    if ((x - world.playerX) ** 2 + (y - world.playerY) ** 2 >= minD2) break;
  }
  c.Pos.x[eid] = x;
  c.Pos.y[eid] = y;
  c.serial[eid] = world.nextGemSerial++;
}

/** Puts a pooled enemy on the field at a random border spot, away from the player if possible. */
export function spawnEnemy(world: LearningWorld, eid: number): void {
  const { c, rng } = world;
  const W = C.AREA_WIDTH_PX;
  const H = C.AREA_HEIGHT_PX;
  const minD2 = C.ENEMY_SPAWN_MIN_DISTANCE_PX ** 2;
  let x = 0;
  let y = 0;
  for (let attempt = 0; attempt < C.SPAWN_ATTEMPTS; attempt++) {
    const side = rng.int(0, 3);
    const along = rng.next();
    x = side === 0 ? along * W : side === 1 ? W : side === 2 ? along * W : 0;
    y = side === 0 ? 0 : side === 1 ? along * H : side === 2 ? H : along * H;
    if ((x - world.playerX) ** 2 + (y - world.playerY) ** 2 >= minD2) break;
  }
  c.Pos.x[eid] = x;
  c.Pos.y[eid] = y;
  c.active[eid] = 1;
  c.serial[eid] = world.nextEnemySerial++;
}

/** spec: 1 + floor(gems / 5) enemies, within the pool. */
export function enemyTarget(gems: number): number {
  return Math.min(C.ENEMIES_BASE + Math.floor(gems / C.GEMS_PER_EXTRA_ENEMY), C.ENEMY_POOL_SIZE);
}

/** spec: the chase speed multiplier, 1 + 0.1 per gem, capped at 4 / 1.5 (about 2.67). */
export function enemySpeedMultiplier(gems: number): number {
  return Math.min(1 + C.ENEMY_SPEED_PER_GEM * gems, C.ENEMY_SPEED_MULTIPLIER_MAX);
}

/** spec: 1 below 10 gems, otherwise 1 + floor(gems / 10). Guests always get 1 (see effectiveCoinMultiplier). */
export function coinMultiplier(gems: number): number {
  return gems < C.COIN_MULTIPLIER_MIN_GEMS ? 1 : 1 + Math.floor(gems / C.COIN_MULTIPLIER_GEMS_PER_STEP);
}

export function effectiveCoinMultiplier(world: LearningWorld): number {
  return world.signedIn ? coinMultiplier(world.gems) : 1;
}

export function activeEnemyCount(world: LearningWorld): number {
  let n = 0;
  for (let i = 0; i < world.enemyEids.length; i++) n += world.c.active[world.enemyEids[i]];
  return n;
}
