// Snapshot, restore and hash of a Learning World: plain JSON-able data (no physics engine here,
// so the ECS state plus the random stream's state is everything).
import { hashValue } from '../core/hash.ts';
import { restoreStream } from '../core/random.ts';
import type { RandomState } from '../core/random.ts';
import { buildLearningWorld } from './world.ts';
import type { LearningWorld } from './world.ts';

export const LEARNING_WORLD_SNAPSHOT_FORMAT = 'learning-world/1';

export interface LearningWorldSnapshot {
  format: typeof LEARNING_WORLD_SNAPSHOT_FORMAT;
  seed: string | number;
  signedIn: boolean;
  moduleCount: number;
  tick: number;
  state: number;
  gems: number;
  player: [number, number];
  bits: number;
  prevBits: number;
  invulnerableTicks: number;
  respawnTicks: number;
  respawnPending: number;
  nextGemSerial: number;
  nextEnemySerial: number;
  inModule: number;
  atHotspot: number;
  rng: RandomState;
  /** Pool order. */
  gemsOnField: { x: number[]; y: number[]; serial: number[] };
  enemies: { active: number[]; x: number[]; y: number[]; serial: number[] };
}

export function snapshotLearningWorld(world: LearningWorld): LearningWorldSnapshot {
  const { c } = world;
  const col = (eids: Int32Array, field: Float64Array | Int32Array | Uint8Array) => Array.from(eids, (eid) => field[eid]);
  return {
    format: LEARNING_WORLD_SNAPSHOT_FORMAT,
    seed: world.seed, signedIn: world.signedIn, moduleCount: world.moduleCount,
    tick: world.tick, state: world.state, gems: world.gems, player: [world.playerX, world.playerY],
    bits: world.bits, prevBits: world.prevBits, invulnerableTicks: world.invulnerableTicks, respawnTicks: world.respawnTicks,
    respawnPending: world.respawnPending, nextGemSerial: world.nextGemSerial, nextEnemySerial: world.nextEnemySerial,
    inModule: world.inModule, atHotspot: world.atHotspot, rng: world.rng.state(),
    gemsOnField: { x: col(world.gemEids, c.Pos.x), y: col(world.gemEids, c.Pos.y), serial: col(world.gemEids, c.serial) },
    enemies: {
      active: col(world.enemyEids, c.active), x: col(world.enemyEids, c.Pos.x), y: col(world.enemyEids, c.Pos.y), serial: col(world.enemyEids, c.serial),
    },
  };
}

export function restoreLearningWorld(s: LearningWorldSnapshot): LearningWorld {
  if (s?.format !== LEARNING_WORLD_SNAPSHOT_FORMAT) throw new Error(`not a ${LEARNING_WORLD_SNAPSHOT_FORMAT} snapshot`);
  const world = buildLearningWorld(s.seed, s.signedIn, s.moduleCount);
  const { c } = world;
  Object.assign(world, {
    tick: s.tick, state: s.state, gems: s.gems, playerX: s.player[0], playerY: s.player[1], bits: s.bits, prevBits: s.prevBits,
    invulnerableTicks: s.invulnerableTicks, respawnTicks: s.respawnTicks, respawnPending: s.respawnPending,
    nextGemSerial: s.nextGemSerial, nextEnemySerial: s.nextEnemySerial, inModule: s.inModule, atHotspot: s.atHotspot,
    rng: restoreStream(s.rng),
  });
  world.gemEids.forEach((eid, i) => { c.Pos.x[eid] = s.gemsOnField.x[i]; c.Pos.y[eid] = s.gemsOnField.y[i]; c.serial[eid] = s.gemsOnField.serial[i]; });
  world.enemyEids.forEach((eid, i) => {
    c.active[eid] = s.enemies.active[i]; c.Pos.x[eid] = s.enemies.x[i]; c.Pos.y[eid] = s.enemies.y[i]; c.serial[eid] = s.enemies.serial[i];
  });
  return world;
}

export function hashLearningWorld(world: LearningWorld): string {
  return hashValue(snapshotLearningWorld(world));
}
