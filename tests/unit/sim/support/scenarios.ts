// Long, busy games for the determinism tests: bots play, paused frogs get refills, finished or
// lost frogs restart, players join and leave; all decisions come from one seeded stream.
import * as BC from '../../../../sim/brain-climb/index.ts';
import * as LW from '../../../../sim/learning-world/index.ts';
import { climberInput, gemHunterInput } from '../../../../sim/bots.ts';
import { createStream } from '../../../../sim/core/random.ts';

export interface PlayOptions { seed: string; ticks: number; frogs?: number; level?: number; every?: number }

/** Plays Brain Climb; returns the hash every `every` ticks (and at the end). */
export function playBrainClimb({ seed, ticks, frogs = 4, level = 3, every = ticks }: PlayOptions): string[] {
  const world = BC.createBrainClimbWorld({ seed, level });
  const rng = createStream(seed, 'scenario-driver');
  for (let i = 0; i < frogs; i++) BC.addFrog(world, `p${i}`);
  const inputs = new Map<string, number>();
  const hashes: string[] = [];
  let joined = frogs;
  for (let t = 1; t <= ticks; t++) {
    driveBrainClimb(world, rng, inputs);
    if (rng.chance(0.0005)) BC.addFrog(world, `p${joined++}`);
    if (rng.chance(0.0003) && BC.playerKeys(world).length > 1) BC.removeFrog(world, BC.playerKeys(world)[0]);
    BC.stepBrainClimb(world, inputs);
    if (t % every === 0) hashes.push(BC.hashBrainClimb(world));
  }
  return hashes;
}

export interface Decisions { refill: string[]; restart: string[] }

/** One tick of decisions for every frog, read from `world`: its input, and refills or restarts when it waits. */
export function decideBrainClimb(world: BC.BrainClimbWorld, rng: ReturnType<typeof createStream>, inputs: Map<string, number>): Decisions {
  const platforms = BC.listPlatforms(world);
  const decisions: Decisions = { refill: [], restart: [] };
  inputs.clear();
  for (const frog of BC.listFrogs(world)) {
    inputs.set(frog.playerKey, climberInput(frog, platforms, rng, 0.05));
    if (frog.state === 'quiz' && rng.chance(0.03)) decisions.refill.push(frog.playerKey);
    if (frog.state !== 'playing' && frog.state !== 'quiz' && rng.chance(0.01)) decisions.restart.push(frog.playerKey);
  }
  return decisions;
}

/** Applies decisions to a world (the same decisions can go to a world and its restored copy). */
export function applyDecisions(world: BC.BrainClimbWorld, decisions: Decisions): void {
  for (const key of decisions.refill) BC.refillEnergy(world, key);
  for (const key of decisions.restart) BC.restartFrog(world, key);
}

export function driveBrainClimb(world: BC.BrainClimbWorld, rng: ReturnType<typeof createStream>, inputs: Map<string, number>): void {
  applyDecisions(world, decideBrainClimb(world, rng, inputs));
}

/** Plays the Learning World with a gem hunter and random answers. */
export function playLearningWorld({ seed, ticks, every = ticks }: PlayOptions): string[] {
  const world = LW.createLearningWorld({ seed, signedIn: true, modules: 6 });
  const rng = createStream(seed, 'scenario-driver');
  const hashes: string[] = [];
  for (let t = 1; t <= ticks; t++) {
    const view = LW.learningWorldView(world);
    if (view.state === 'caught' && rng.chance(0.05)) LW.answerCatch(world, rng.chance(0.7));
    LW.stepLearningWorld(world, gemHunterInput(view.player, view, rng));
    if (t % every === 0) hashes.push(LW.hashLearningWorld(world));
  }
  return hashes;
}
