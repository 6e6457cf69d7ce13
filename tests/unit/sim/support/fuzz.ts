// Seeded fuzzing of Brain Climb and the Learning World. Brain Climb: random held keys (and some climbing bots), random refills,
// restarts, joins and leaves; invariants checked after every step; one snapshot/restore per run
// compared in lockstep. A run is a pure function of its seed, so a failing seed is a test case.
import * as BC from '../../../../sim/brain-climb/index.ts';
import * as C from '../../../../sim/brain-climb/constants.ts';
import * as LW from '../../../../sim/learning-world/index.ts';
import { climberInput, randomHeldInput } from '../../../../sim/bots.ts';
import { createStream } from '../../../../sim/core/random.ts';

export interface FuzzFailure { seed: string; tick: number; problem: string }

const FROZEN = new Set(['quiz', 'complete', 'gameover', 'victory']);

export function fuzzBrainClimb(seed: string, ticks = 2000): FuzzFailure | null {
  const rng = createStream(seed, 'fuzz');
  const world = BC.createBrainClimbWorld({ seed, level: rng.int(1, 12), cleanupFrom: rng.chance(0.5) ? 'highest' : 'lowest' });
  let joined = 0;
  const climbers = new Set<string>();
  const join = () => {
    const key = `f${joined++}`;
    BC.addFrog(world, key, { energy: rng.chance(0.3) ? rng.int(1, 30) : 100 });
    if (rng.chance(0.5)) climbers.add(key);
  };
  for (let i = rng.int(1, 8); i > 0; i--) join();
  const held = new Map<string, number>();
  const snapshotAt = rng.int(1, ticks - 300);
  let copy: BC.BrainClimbWorld | null = null;
  const fail = (problem: string): FuzzFailure => ({ seed, tick: world.tick, problem });

  for (let t = 1; t <= ticks; t++) {
    // Commands, decided from the original and applied to both worlds.
    const worlds = copy ? [world, copy] : [world];
    const keys = BC.playerKeys(world);
    for (const key of keys) {
      if (rng.chance(0.02)) for (const w of worlds) BC.refillEnergy(w, key);
      if (rng.chance(0.002)) for (const w of worlds) BC.restartFrog(w, key);
    }
    if (rng.chance(0.002) && keys.length < 12) { const key = `f${joined++}`; for (const w of worlds) BC.addFrog(w, key); }
    if (rng.chance(0.001) && keys.length > 1) { const key = keys[rng.int(0, keys.length - 1)]; for (const w of worlds) BC.removeFrog(w, key); }

    const platforms = BC.listPlatforms(world);
    const before = new Map(BC.listFrogs(world).map((v) => [v.playerKey, v]));
    const inputs = new Map<string, number>();
    for (const [key, frog] of before) {
      const bits = climbers.has(key) ? climberInput(frog, platforms, rng, 0.1) : randomHeldInput(held.get(key) ?? 0, rng);
      held.set(key, bits);
      inputs.set(key, bits);
    }
    const events = BC.stepBrainClimb(world, inputs);
    if (copy) {
      BC.stepBrainClimb(copy, inputs);
      if (BC.hashBrainClimb(copy) !== BC.hashBrainClimb(world)) return fail(`restored copy diverged (snapshot at ${snapshotAt})`);
    }
    const problem = checkInvariants(world, before, events);
    if (problem) return fail(problem);
    if (t === snapshotAt) copy = BC.restoreBrainClimb(JSON.parse(JSON.stringify(BC.snapshotBrainClimb(world))));
    if (copy && t > snapshotAt + 300) copy = null;
  }
  return null;
}

function checkInvariants(world: BC.BrainClimbWorld, before: Map<string, BC.FrogView>, events: BC.BrainClimbEvent[]): string | null {
  const platforms = BC.listPlatforms(world);
  for (const v of BC.listFrogs(world)) {
    const numbers = [v.x, v.y, v.vx, v.vy, v.heightM];
    if (!numbers.every(Number.isFinite)) return `${v.playerKey}: non-finite ${numbers}`;
    if (!Number.isInteger(v.energy) || v.energy < 0 || v.energy > C.ENERGY_MAX) return `${v.playerKey}: energy ${v.energy}`;
    if (v.jumpsLeft > v.maxJumps || ![2, 3].includes(v.maxJumps)) return `${v.playerKey}: jumps ${v.jumpsLeft}/${v.maxJumps}`;
    if (v.x < C.FROG_WIDTH_PX / 2 - 1e-9 || v.x > C.WORLD_WIDTH_PX - C.FROG_WIDTH_PX / 2 + 1e-9) return `${v.playerKey}: x ${v.x} outside the world`;
    if (v.paused !== (v.state === 'quiz')) return `${v.playerKey}: paused ${v.paused} in state ${v.state}`;
    if (v.state === 'quiz' && v.energy > 0) return `${v.playerKey}: quiz with energy ${v.energy}`;
    if (v.state === 'playing' && v.energy <= 0) return `${v.playerKey}: playing with no energy`;
    if (Math.abs(v.heightM - (600 - v.y) / 10) > 1e-9) return `${v.playerKey}: height ${v.heightM} at y ${v.y}`;
    const was = before.get(v.playerKey);
    if (was && FROZEN.has(was.state) && was.state === v.state && (was.x !== v.x || was.y !== v.y)) return `${v.playerKey}: moved while ${v.state}`;
    if (v.onGround && v.state === 'playing') {
      const bottom = v.y + C.FROG_HEIGHT_PX / 2;
      const under = platforms.some((p) => Math.abs(p.x - v.x) <= p.width / 2 + C.FROG_WIDTH_PX / 2 + 20
        && bottom >= p.y - p.height / 2 - 20 && bottom <= p.y - p.height / 2 + C.ONE_WAY_TOLERANCE_PX + 16);
      if (!under) return `${v.playerKey}: on the ground at ${v.x},${v.y} with no platform under it`;
    }
  }
  for (const e of events) {
    const v = BC.frogView(world, e.playerKey);
    const was = before.get(e.playerKey);
    if (!v || !was) return `event for an unknown player: ${JSON.stringify(e)}`;
    if (e.type === 'jumped' && e.energy !== Math.max(0, was.energy - C.JUMP_ENERGY_COST)) return `jump energy ${was.energy} -> ${e.energy}`;
    if (e.type === 'landed' && e.platformId === undefined) return 'landed nowhere';
  }
  return null;
}

/** The same for the Learning World: random keys and answers, invariants, one restore. */
export function fuzzLearningWorld(seed: string, ticks = 3000): FuzzFailure | null {
  const rng = createStream(seed, 'fuzz-lw');
  const world = LW.createLearningWorld({ seed, signedIn: rng.chance(0.7), modules: rng.int(0, 8), initialGems: rng.chance(0.3) ? rng.int(0, 200) : 0 });
  const snapshotAt = rng.int(1, ticks - 300);
  let copy: LW.LearningWorld | null = null;
  let bits = 0;
  const fail = (problem: string): FuzzFailure => ({ seed, tick: world.tick, problem });
  for (let t = 1; t <= ticks; t++) {
    const before = LW.learningWorldView(world);
    if (before.state === 'caught' && rng.chance(0.1)) {
      const correct = rng.chance(0.5);
      for (const w of copy ? [world, copy] : [world]) LW.answerCatch(w, correct);
    }
    bits = randomHeldInput(bits, rng);
    const events = LW.stepLearningWorld(world, bits);
    if (copy) {
      LW.stepLearningWorld(copy, bits);
      if (LW.hashLearningWorld(copy) !== LW.hashLearningWorld(world)) return fail(`restored copy diverged (snapshot at ${snapshotAt})`);
    }
    const v = LW.learningWorldView(world);
    const { x, y } = v.player;
    if (x < 20 || x > 1180 || y < 20 || y > 680) return fail(`player outside the area at ${x},${y}`);
    if (v.gems.length !== 5 || v.gems.some((g) => g.x < 40 || g.x > 1160 || g.y < 40 || g.y > 660)) return fail('gems off the field');
    if (world.respawnPending === 0 && v.state === 'playing' && v.enemies.length !== LW.enemyTarget(v.gemCount)) return fail(`${v.enemies.length} enemies for ${v.gemCount} gems`);
    if (before.player.invulnerable && before.invulnerableS > 1 / 60 && events.some((e) => e.type === 'caught')) return fail('caught while invulnerable');
    if (before.state === 'caught' && v.state === 'caught' && JSON.stringify({ ...v, tick: 0 }) !== JSON.stringify({ ...before, tick: 0 })) return fail('changed while caught');
    if (t === snapshotAt) copy = LW.restoreLearningWorld(JSON.parse(JSON.stringify(LW.snapshotLearningWorld(world))));
    if (copy && t > snapshotAt + 300) copy = null;
  }
  return null;
}
