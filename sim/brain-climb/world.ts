// A Brain Climb world: the bitECS world object carries the component stores, the planck world and
// the level. `createBrainClimbWorld`, `addFrog` and `removeFrog` are called by rooms and the
// browser between steps (never during one).
import { addComponent, addEntity, commitRemovals, createWorld, registerQuery, removeEntity } from 'bitecs';
import type { Query } from 'bitecs';
import { Vec2 } from 'planck';
import type { Body, Shape, World as PlanckWorld } from 'planck';
import * as C from './constants.ts';
import { createComponents, EntityKind, FrogState, PickupKind, Animation } from './components.ts';
import type { Components } from './components.ts';
import { generateLevel } from './level.ts';
import type { LevelData } from './level.ts';
import { createFrogBody, createPhysicsWorld, M, shapeFor } from './physics.ts';

export interface BrainClimbOptions {
  seed: string | number;
  /** Level number, a positive integer. */
  level: number;
  /** Max jumps for frogs added without their own: 3 at the start of a game, 2 after a restart. */
  maxJumps?: number;
  /** Touching the goal of this level is victory; null (the default) means the climb never ends. */
  finalLevel?: number | null;
  /**
   * Whose height the 2000 px cleanup is measured from: 'highest' (the spec, the default) or
   * 'lowest', which a multiplayer room may prefer so a leader does not strand the others.
   */
  cleanupFrom?: CleanupFrom;
}

export type CleanupFrom = 'highest' | 'lowest';

export interface BrainClimbWorld {
  readonly seed: string | number;
  readonly level: number;
  readonly defaultMaxJumps: number;
  readonly finalLevel: number | null;
  readonly cleanupFrom: CleanupFrom;
  readonly levelData: LevelData;
  /** Steps taken so far; events of a step carry the tick it ends on. */
  tick: number;
  readonly c: Components;
  readonly physics: PlanckWorld;
  /** planck body per entity id (platforms and pickups have one only while in the physics window). */
  readonly bodies: (Body | null)[];
  /** planck shape per platform and pickup entity, made once. */
  readonly shapes: (Shape | null)[];
  readonly frogs: Query;
  readonly platforms: Query;
  readonly pickups: Query;
  /** Platform entity per row, pickup entity per pickup index. */
  readonly platformEids: Int32Array;
  readonly pickupEids: Int32Array;
  readonly keys: (string | undefined)[];
  readonly eidByKey: Map<string, number>;
  /** Counter behind Components.proxySeq. */
  proxySeq: number;
  /** Scratch space reused every step, so steady-state steps allocate nothing that lives on. */
  readonly scratchVec: Vec2;
  readonly rowNear: Uint8Array;
  /** Bodies in the physics world per row (derived from inPhysics, never stored). */
  readonly rowLive: Uint16Array;
  /** Pickup entities of row r: rowPickups[rowStart[r]] up to rowPickups[rowStart[r + 1]]. */
  readonly rowStart: Int32Array;
  readonly rowPickups: Int32Array;
  readonly candidates: Int32Array;
}

export interface FrogOptions {
  energy?: number;
  maxJumps?: number;
  gems?: number;
  coins?: number;
  orbs?: number;
}

/** Creates a world at a level, with no frogs yet. */
export function createBrainClimbWorld(options: BrainClimbOptions): BrainClimbWorld {
  const { maxJumps, finalLevel, cleanupFrom } = checkOptions(options);
  return buildWorld(generateLevel(options.level, options.seed), maxJumps, finalLevel, cleanupFrom);
}

/**
 * Creates a world from level data received from the server (GET /api/jump_game/levels/{level}).
 * The data must be what generateLevel(level, seed) makes, because a snapshot stores only the
 * level number and seed: anything else throws.
 */
export function createBrainClimbWorldFromLevel(levelData: LevelData, options: Omit<BrainClimbOptions, 'seed' | 'level'> = {}): BrainClimbWorld {
  const expected = generateLevel(levelData.level, levelData.seed);
  if (JSON.stringify(expected) !== JSON.stringify(levelData)) throw new Error(`level data does not match generateLevel(${levelData.level}, ${JSON.stringify(levelData.seed)})`);
  const { maxJumps, finalLevel, cleanupFrom } = checkOptions(options);
  return buildWorld(expected, maxJumps, finalLevel, cleanupFrom);
}

function checkOptions(options: Omit<BrainClimbOptions, 'seed' | 'level'>): { maxJumps: number; finalLevel: number | null; cleanupFrom: CleanupFrom } {
  const maxJumps = options.maxJumps ?? C.MAX_JUMPS_START;
  if (!Number.isInteger(maxJumps) || maxJumps < 1 || maxJumps > 9) throw new RangeError('maxJumps must be an integer from 1 to 9');
  const finalLevel = options.finalLevel ?? null;
  if (finalLevel !== null && !(Number.isSafeInteger(finalLevel) && finalLevel >= 1)) throw new RangeError('finalLevel must be a positive integer or null');
  const cleanupFrom = options.cleanupFrom ?? 'highest';
  if (cleanupFrom !== 'highest' && cleanupFrom !== 'lowest') throw new RangeError("cleanupFrom must be 'highest' or 'lowest'");
  return { maxJumps, finalLevel, cleanupFrom };
}

/** The level's entities and bodies, all out of the physics world; used by create and restore. */
export function buildWorld(levelData: LevelData, defaultMaxJumps: number, finalLevel: number | null, cleanupFrom: CleanupFrom): BrainClimbWorld {
  const c = createComponents();
  const physics = createPhysicsWorld(c);
  const rows = levelData.platforms.length;
  const pickupCount = levelData.orbs.length + levelData.coins.length + levelData.gems.length + 1;
  const context = {
    seed: levelData.seed, level: levelData.level, defaultMaxJumps, finalLevel, cleanupFrom, levelData, tick: 0, c, physics,
    bodies: [] as (Body | null)[], shapes: [] as (Shape | null)[], frogs: null as unknown as Query, platforms: null as unknown as Query, pickups: null as unknown as Query,
    platformEids: new Int32Array(rows), pickupEids: new Int32Array(pickupCount), keys: [] as (string | undefined)[],
    eidByKey: new Map<string, number>(), proxySeq: 0, scratchVec: new Vec2(0, 0),
    rowNear: new Uint8Array(rows), rowLive: new Uint16Array(rows), rowStart: new Int32Array(rows + 1), rowPickups: new Int32Array(pickupCount),
    candidates: new Int32Array(64),
  };
  const world = createWorld(context) as BrainClimbWorld;
  // Queries are registered before any entity exists, so their order is the order of additions.
  Object.assign(world, {
    frogs: registerQuery(world, [c.Frog]), platforms: registerQuery(world, [c.Platform]), pickups: registerQuery(world, [c.Pickup]),
  });

  levelData.platforms.forEach((p, row) => {
    const eid = addEntity(world);
    addComponent(world, eid, c.Platform);
    c.kind[eid] = EntityKind.PLATFORM;
    c.Body.x[eid] = M(p.x);
    c.Body.y[eid] = M(p.y);
    c.Body.vx[eid] = p.is_moving ? M(p.move_speed) : 0;
    c.row[eid] = row;
    c.alive[eid] = 1;
    c.Plat.index[eid] = row;
    c.Plat.halfWidth[eid] = M(p.size / 2);
    c.Plat.moving[eid] = p.is_moving ? 1 : 0;
    c.Plat.originX[eid] = M(p.x);
    c.Plat.range[eid] = M(p.move_range);
    c.Plat.speed[eid] = M(p.move_speed);
    world.platformEids[row] = eid;
    world.shapes[eid] = shapeFor(c, eid, 0);
    world.bodies[eid] = null;
  });

  const goal = levelData.platforms[rows - 1];
  const pickups: { kind: number; kindIndex: number; x: number; y: number; energy: number }[] = [
    ...levelData.orbs.map((o, i) => ({ kind: PickupKind.ORB, kindIndex: i, x: o.x, y: o.y, energy: o.energy_value })),
    ...levelData.coins.map((o, i) => ({ kind: PickupKind.COIN, kindIndex: i, x: o.x, y: o.y, energy: 0 })),
    ...levelData.gems.map((o, i) => ({ kind: PickupKind.GEM, kindIndex: i, x: o.x, y: o.y, energy: 0 })),
    { kind: PickupKind.GOAL, kindIndex: 0, x: goal.x, y: goal.y - C.GOAL_SENSOR_ABOVE_PX / 2, energy: 0 },
  ];
  pickups.forEach((p, index) => {
    const eid = addEntity(world);
    addComponent(world, eid, c.Pickup);
    c.kind[eid] = EntityKind.PICKUP;
    c.Body.x[eid] = M(p.x);
    c.Body.y[eid] = M(p.y);
    c.row[eid] = rowOfY(world, M(p.y));
    c.alive[eid] = 1;
    c.Pick.kind[eid] = p.kind;
    c.Pick.index[eid] = index;
    c.Pick.kindIndex[eid] = p.kindIndex;
    c.Pick.energyValue[eid] = p.energy;
    world.pickupEids[index] = eid;
    world.shapes[eid] = shapeFor(c, eid, M(goal.size / 2));
    world.bodies[eid] = null;
  });
  indexPickupsByRow(world);
  return world;
}

/** Fills rowStart and rowPickups (pickups grouped by row, in pickup order). */
function indexPickupsByRow(world: BrainClimbWorld): void {
  const { c, rowStart, rowPickups, pickupEids } = world;
  for (const eid of pickupEids) rowStart[c.row[eid] + 1] += 1;
  for (let r = 1; r < rowStart.length; r++) rowStart[r] += rowStart[r - 1];
  const next = rowStart.slice(0, -1);
  for (const eid of pickupEids) rowPickups[next[c.row[eid]]++] = eid;
}

/** The platform row nearest to a y (metres), clamped to the level. */
export function rowOfY(world: BrainClimbWorld, yM: number): number {
  const row = Math.floor((M(C.GROUND_Y_PX + C.PLATFORM_SPACING_Y_PX / 2) - yM) / M(C.PLATFORM_SPACING_Y_PX));
  return row < 0 ? 0 : row >= world.platformEids.length ? world.platformEids.length - 1 : row;
}

/** Puts a frog at the centre start position, standing on the ground. */
export function placeAtStart(world: BrainClimbWorld, eid: number): void {
  const c = world.c;
  c.Body.x[eid] = M(C.START_X_PX);
  c.Body.y[eid] = M(C.START_Y_PX);
  c.Body.vx[eid] = 0;
  c.Body.vy[eid] = 0;
  c.FrogData.onGround[eid] = 1;
  c.FrogData.groundRow[eid] = 0;
  c.FrogData.jumpsLeft[eid] = c.FrogData.maxJumps[eid];
  const body = world.bodies[eid];
  if (body) {
    world.scratchVec.x = c.Body.x[eid];
    world.scratchVec.y = c.Body.y[eid];
    body.setTransform(world.scratchVec, 0);
    world.scratchVec.x = 0;
    world.scratchVec.y = 0;
    body.setLinearVelocity(world.scratchVec);
  }
}

/** Adds a frog for a player at the centre start position; returns its entity id. */
export function addFrog(world: BrainClimbWorld, playerKey: string, opts: FrogOptions = {}): number {
  if (typeof playerKey !== 'string' || playerKey.length === 0) throw new TypeError('playerKey must be a non-empty string');
  if (world.eidByKey.has(playerKey)) throw new Error(`player ${playerKey} already has a frog`);
  commitRemovals(world);
  if (world.frogs.dense.length >= C.MAX_FROGS) throw new RangeError(`a world holds at most ${C.MAX_FROGS} frogs`);
  const c = world.c;
  const eid = addEntity(world);
  addComponent(world, eid, c.Frog);
  c.kind[eid] = EntityKind.FROG;
  const energy = clampInt(opts.energy ?? C.ENERGY_MAX, 0, C.ENERGY_MAX);
  c.FrogData.energy[eid] = energy;
  c.FrogData.state[eid] = energy > 0 ? FrogState.PLAYING : FrogState.QUIZ;
  c.FrogData.maxJumps[eid] = clampInt(opts.maxJumps ?? world.defaultMaxJumps, 1, 9);
  c.FrogData.facing[eid] = 1;
  c.FrogData.animation[eid] = Animation.IDLE;
  c.FrogData.landTicks[eid] = 0;
  c.FrogData.bits[eid] = 0;
  c.FrogData.prevBits[eid] = 0;
  c.FrogData.held[eid] = 0;
  c.FrogData.levelComplete[eid] = 0;
  c.FrogData.gems[eid] = Math.max(0, Math.trunc(opts.gems ?? 0));
  c.FrogData.coins[eid] = Math.max(0, Math.trunc(opts.coins ?? 0));
  c.FrogData.orbs[eid] = Math.max(0, Math.trunc(opts.orbs ?? 0));
  c.inPhysics[eid] = 0;
  c.proxySeq[eid] = 0;
  c.row[eid] = 0;
  c.alive[eid] = 1;
  placeAtStart(world, eid);
  createFrogBody(world, eid);
  world.keys[eid] = playerKey;
  world.eidByKey.set(playerKey, eid);
  return eid;
}

/** Removes a player's frog; returns false when there was none. */
export function removeFrog(world: BrainClimbWorld, playerKey: string): boolean {
  const eid = world.eidByKey.get(playerKey);
  if (eid === undefined) return false;
  const body = world.bodies[eid];
  if (body) world.physics.destroyBody(body);
  world.bodies[eid] = null;
  world.keys[eid] = undefined;
  world.eidByKey.delete(playerKey);
  world.c.kind[eid] = 0;
  world.c.inPhysics[eid] = 0;
  removeEntity(world, eid);
  commitRemovals(world);
  return true;
}

/** The entity of a player's frog, or throws. */
export function frogEid(world: BrainClimbWorld, playerKey: string): number {
  const eid = world.eidByKey.get(playerKey);
  if (eid === undefined) throw new Error(`no frog for player ${playerKey}`);
  return eid;
}

function clampInt(v: number, lo: number, hi: number): number {
  const n = Math.trunc(Number.isFinite(v) ? v : lo);
  return n < lo ? lo : n > hi ? hi : n;
}
