// Snapshot, restore and hash. A snapshot is plain JSON-able data: the ECS state only. planck is
// rebuilt from it (see the contract in physics.ts): the level's bodies in the same order, the
// frogs in the same order, then every body that was in the broad-phase re-activated in the order
// it joined. Finite doubles survive JSON exactly and the step never leaves a -0 behind, so a
// snapshot sent through JSON.stringify/parse restores bit-identically too.
import { hashValue } from '../core/hash.ts';
import { generateLevel } from './level.ts';
import { setInPhysics } from './physics.ts';
import { addFrog, buildWorld } from './world.ts';
import type { BrainClimbWorld, CleanupFrom } from './world.ts';

export const BRAIN_CLIMB_SNAPSHOT_FORMAT = 'brain-climb/1';

export interface FrogSnapshot {
  key: string;
  x: number; y: number; vx: number; vy: number;
  inPhysics: number; proxySeq: number;
  state: number; energy: number; jumpsLeft: number; maxJumps: number;
  onGround: number; groundRow: number; facing: number; animation: number; landTicks: number;
  bits: number; prevBits: number; levelComplete: number;
  gems: number; coins: number; orbs: number;
}

export interface BrainClimbSnapshot {
  format: typeof BRAIN_CLIMB_SNAPSHOT_FORMAT;
  seed: string | number;
  level: number;
  defaultMaxJumps: number;
  finalLevel: number | null;
  cleanupFrom: CleanupFrom;
  tick: number;
  proxySeq: number;
  /** Per platform row. */
  platforms: { x: number[]; vx: number[]; alive: number[]; inPhysics: number[]; proxySeq: number[] };
  /** Per pickup index (orbs, coins, gems, goal). */
  pickups: { alive: number[]; inPhysics: number[]; proxySeq: number[] };
  /** In the world's frog order. */
  frogs: FrogSnapshot[];
}

export function snapshotBrainClimb(world: BrainClimbWorld): BrainClimbSnapshot {
  const { c } = world;
  const F = c.FrogData;
  const pick = (eids: Int32Array, field: Float64Array | Uint8Array) => Array.from(eids, (eid) => field[eid]);
  return {
    format: BRAIN_CLIMB_SNAPSHOT_FORMAT,
    seed: world.seed,
    level: world.level,
    defaultMaxJumps: world.defaultMaxJumps,
    finalLevel: world.finalLevel,
    cleanupFrom: world.cleanupFrom,
    tick: world.tick,
    proxySeq: world.proxySeq,
    platforms: {
      x: pick(world.platformEids, c.Body.x), vx: pick(world.platformEids, c.Body.vx), alive: pick(world.platformEids, c.alive),
      inPhysics: pick(world.platformEids, c.inPhysics), proxySeq: pick(world.platformEids, c.proxySeq),
    },
    pickups: { alive: pick(world.pickupEids, c.alive), inPhysics: pick(world.pickupEids, c.inPhysics), proxySeq: pick(world.pickupEids, c.proxySeq) },
    frogs: Array.from(world.frogs.dense, (eid): FrogSnapshot => ({
      key: world.keys[eid] as string,
      x: c.Body.x[eid], y: c.Body.y[eid], vx: c.Body.vx[eid], vy: c.Body.vy[eid],
      inPhysics: c.inPhysics[eid], proxySeq: c.proxySeq[eid],
      state: F.state[eid], energy: F.energy[eid], jumpsLeft: F.jumpsLeft[eid], maxJumps: F.maxJumps[eid],
      onGround: F.onGround[eid], groundRow: F.groundRow[eid], facing: F.facing[eid], animation: F.animation[eid], landTicks: F.landTicks[eid],
      bits: F.bits[eid], prevBits: F.prevBits[eid], levelComplete: F.levelComplete[eid],
      gems: F.gems[eid], coins: F.coins[eid], orbs: F.orbs[eid],
    })),
  };
}

/** A new world that continues exactly as the snapshotted one would. */
export function restoreBrainClimb(snapshot: BrainClimbSnapshot): BrainClimbWorld {
  if (snapshot?.format !== BRAIN_CLIMB_SNAPSHOT_FORMAT) throw new Error(`not a ${BRAIN_CLIMB_SNAPSHOT_FORMAT} snapshot`);
  const world = buildWorld(generateLevel(snapshot.level, snapshot.seed), snapshot.defaultMaxJumps, snapshot.finalLevel, snapshot.cleanupFrom);
  const { c } = world;
  const F = c.FrogData;
  world.tick = snapshot.tick;
  const toActivate: { eid: number; seq: number }[] = [];
  const s = snapshot.platforms;
  world.platformEids.forEach((eid, row) => {
    c.Body.x[eid] = s.x[row];
    c.Body.vx[eid] = s.vx[row];
    c.alive[eid] = s.alive[row];
    if (s.inPhysics[row]) toActivate.push({ eid, seq: s.proxySeq[row] });
  });
  world.pickupEids.forEach((eid, index) => {
    c.alive[eid] = snapshot.pickups.alive[index];
    if (snapshot.pickups.inPhysics[index]) toActivate.push({ eid, seq: snapshot.pickups.proxySeq[index] });
  });
  for (const f of snapshot.frogs) {
    const eid = addFrog(world, f.key);
    c.Body.x[eid] = f.x; c.Body.y[eid] = f.y; c.Body.vx[eid] = f.vx; c.Body.vy[eid] = f.vy;
    F.state[eid] = f.state; F.energy[eid] = f.energy; F.jumpsLeft[eid] = f.jumpsLeft; F.maxJumps[eid] = f.maxJumps;
    F.onGround[eid] = f.onGround; F.groundRow[eid] = f.groundRow; F.facing[eid] = f.facing; F.animation[eid] = f.animation;
    F.landTicks[eid] = f.landTicks; F.bits[eid] = f.bits; F.prevBits[eid] = f.prevBits; F.levelComplete[eid] = f.levelComplete;
    F.gems[eid] = f.gems; F.coins[eid] = f.coins; F.orbs[eid] = f.orbs;
    const body = world.bodies[eid];
    if (body) {
      world.scratchVec.x = f.x;
      world.scratchVec.y = f.y;
      body.setTransform(world.scratchVec, 0);
      world.scratchVec.x = f.vx;
      world.scratchVec.y = f.vy;
      body.setLinearVelocity(world.scratchVec);
    }
    if (f.inPhysics) toActivate.push({ eid, seq: f.proxySeq });
  }
  toActivate.sort((a, b) => a.seq - b.seq);
  for (const { eid, seq } of toActivate) {
    setInPhysics(world, eid, true);
    c.proxySeq[eid] = seq;
  }
  world.proxySeq = snapshot.proxySeq;
  return world;
}

/** 16 hex digits over everything a snapshot holds. */
export function hashBrainClimb(world: BrainClimbWorld): string {
  return hashValue(snapshotBrainClimb(world));
}
