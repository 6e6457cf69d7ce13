// Records the golden replays in this folder: `node tests/replays/generate.ts`.
// Run it only when a change to the simulation is meant to change behaviour, and say so in the
// commit: the point of these files is that they keep replaying to the same hashes.
import fs from 'node:fs';
import path from 'node:path';
import * as BC from '../../sim/brain-climb/index.ts';
import * as LW from '../../sim/learning-world/index.ts';
import { climberInput, gemHunterInput } from '../../sim/bots.ts';
import { createStream } from '../../sim/core/random.ts';
import { createRecorder, LEARNING_PLAYER_KEY } from '../../sim/replay.ts';
import type { ReplayFile, ReplayHeader } from '../../sim/replay.ts';

const DIR = import.meta.dirname;

/** Two frogs climbing level 2 with a third joining and leaving; refills after quiz pauses. */
function brainClimb(header: ReplayHeader, ticks: number, players: string[], join: { at: number; leave: number; key: string } | null): ReplayFile {
  const rec = createRecorder(header);
  const rng = createStream(String(header.seed), 'golden-driver');
  for (const key of players) rec.command({ op: 'addFrog', player: key });
  // The recorder's session hides its world; a shadow world fed the same commands and inputs gives
  // the bots something to look at (and checks the recording as it goes).
  const shadow = BC.createBrainClimbWorld({ seed: header.seed, level: header.level ?? 1, finalLevel: header.finalLevel, cleanupFrom: header.cleanupFrom });
  for (const key of players) BC.addFrog(shadow, key);
  const inputs = new Map<string, number>();
  for (let t = 1; t <= ticks; t++) {
    if (join && t === join.at) { rec.command({ op: 'addFrog', player: join.key }); BC.addFrog(shadow, join.key); }
    if (join && t === join.leave) { rec.command({ op: 'removeFrog', player: join.key }); BC.removeFrog(shadow, join.key); }
    const platforms = BC.listPlatforms(shadow);
    inputs.clear();
    for (const frog of BC.listFrogs(shadow)) {
      if (frog.state === 'quiz' && rng.chance(0.02)) { rec.command({ op: 'refill', player: frog.playerKey }); BC.refillEnergy(shadow, frog.playerKey); }
      if ((frog.state === 'gameover' || frog.state === 'complete') && rng.chance(0.01)) { rec.command({ op: 'restart', player: frog.playerKey }); BC.restartFrog(shadow, frog.playerKey); }
      inputs.set(frog.playerKey, climberInput(frog, platforms, rng, 0.03));
    }
    rec.step(inputs);
    BC.stepBrainClimb(shadow, inputs);
    if (BC.hashBrainClimb(shadow) !== rec.session.hash()) throw new Error(`shadow diverged at ${t}`);
  }
  return rec.finish();
}

function learningWorld(header: ReplayHeader, ticks: number): ReplayFile {
  const rec = createRecorder(header);
  const rng = createStream(String(header.seed), 'golden-driver');
  const shadow = LW.createLearningWorld({ seed: header.seed, signedIn: header.signedIn ?? false, modules: header.modules, initialGems: header.initialGems });
  const inputs = new Map<string, number>();
  for (let t = 1; t <= ticks; t++) {
    const view = LW.learningWorldView(shadow);
    if (LW.hashLearningWorld(shadow) !== rec.session.hash()) throw new Error(`shadow diverged at ${t}`);
    if (view.state === 'caught' && rng.chance(0.04)) {
      const correct = rng.chance(0.6);
      rec.command({ op: 'answer', correct });
      LW.answerCatch(shadow, correct);
    }
    inputs.set(LEARNING_PLAYER_KEY, gemHunterInput(view.player, view, rng, 0.03));
    rec.step(inputs);
    LW.stepLearningWorld(shadow, inputs.get(LEARNING_PLAYER_KEY) ?? 0);
  }
  return rec.finish();
}

const files: Record<string, ReplayFile> = {
  'brain-climb-two-frogs.json': brainClimb(
    { mode: 'brain-climb', seed: 'golden-1', level: 2, hashEvery: 60, note: 'Two climbing frogs and a third that joins at 600 and leaves at 2400; refills after quiz pauses.' },
    3600, ['ada', 'bo'], { at: 600, leave: 2400, key: 'cy' }),
  'brain-climb-full-climb.json': brainClimb(
    { mode: 'brain-climb', seed: 'golden-2', level: 1, finalLevel: 1, hashEvery: 60, note: 'One frog climbs all of level 1 to victory.' },
    6000, ['solo'], null),
  'learning-world.json': learningWorld(
    { mode: 'learning-world', seed: 'golden-lw', signedIn: true, modules: 6, hashEvery: 60, note: 'A gem hunter, caught now and then, answering right 60% of the time.' },
    3600),
};
for (const [name, replay] of Object.entries(files)) {
  fs.writeFileSync(path.join(DIR, name), `${JSON.stringify(replay)}\n`);
  console.log(`${name}: ${replay.ticks} ticks, ${replay.hashes.length} hashes, ${replay.commands.length} commands, ${fs.statSync(path.join(DIR, name)).size} bytes`);
}
