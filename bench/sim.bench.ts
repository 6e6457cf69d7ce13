// Simulation benchmarks (`npm run bench -- sim`, or `node --expose-gc bench/sim.bench.ts`):
// - benchmark.js suites: Brain Climb step (1, 16 and 64 frogs, level 7 = 80 platforms, recorded
//   bot inputs), Learning World step (32 enemies), level generation, snapshot, restore and hash;
// - per-step sampling with process.hrtime.bigint around single steps (20,000 steps after warm-up)
//   for p50 and p99; bots decide inputs outside the timed region;
// - heap growth over 100,000 steady-state steps (16 frogs), after forced GCs when --expose-gc.
// Writes bench/results/sim.json. Budgets are reported, not asserted (bench/README.md).
//
// benchmark.js is loaded into its own V8 realm (node:vm). Loaded normally, it runs
// `Function('return (function(x){ return { x: "" + (1 + x), y: 0 } })')` at start-up, which
// stores a string in the `x` field of V8's shared hidden class for `{x, y}` object literals;
// planck builds its vectors from that class, and from then on every planck vector holds boxed
// doubles: steps get about 50% slower for the rest of the process. The last two measures show
// that cost on purpose (see sim/README.md: a process hosting the sim must never create an
// `{x, y}` literal, or parse JSON, with a non-number in `x`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type BenchmarkType from 'benchmark';
import * as BC from '../sim/brain-climb/index.ts';
import * as LW from '../sim/learning-world/index.ts';
import { climberInput, gemHunterInput } from '../sim/bots.ts';
import { createStream } from '../sim/core/random.ts';
import { budgeted, writeSuite } from './report.ts';
import type { Measure } from './report.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const SAMPLES = QUICK ? 4_000 : 20_000;
const WARMUP = QUICK ? 1_000 : 5_000;
const HEAP_STEPS = QUICK ? 20_000 : 100_000;
const LEVEL = 7; // 80 platforms
const gc = (globalThis as { gc?: () => void }).gc;

/**
 * A Brain Climb room kept busy: bots climb, paused frogs get a refill after half a second,
 * finished frogs restart, and when a frog is lost (game over) the room starts the level again
 * with everyone (outside the timed step), so the frogs stay spread over the whole level.
 */
function brainClimbRoom(frogs: number) {
  const keys = Array.from({ length: frogs }, (_, i) => `p${i}`);
  const fresh = () => {
    const w = BC.createBrainClimbWorld({ seed: 'bench', level: LEVEL });
    for (const key of keys) BC.addFrog(w, key);
    return w;
  };
  const room = { world: fresh(), restarts: 0, inputs: new Map<string, number>(), prepare: () => {}, step: () => BC.stepBrainClimb(room.world, room.inputs) };
  const rng = createStream('bench', 'driver');
  const pausedSince = new Map<string, number>();
  /** Decides inputs (a person changes keys about 10 times a second: every 6 ticks) and does the room's upkeep. */
  room.prepare = () => {
    const world = room.world;
    if (world.tick % 6 !== 0) return;
    const platforms = BC.listPlatforms(world);
    for (const frog of BC.listFrogs(world)) {
      room.inputs.set(frog.playerKey, climberInput(frog, platforms, rng, 0.05));
      if (frog.state === 'quiz') {
        const since = pausedSince.get(frog.playerKey) ?? world.tick;
        pausedSince.set(frog.playerKey, since);
        if (world.tick - since >= 30) { BC.refillEnergy(world, frog.playerKey); pausedSince.delete(frog.playerKey); }
      } else if (frog.state === 'complete' || frog.state === 'victory') {
        BC.restartFrog(world, frog.playerKey);
      } else if (frog.state === 'gameover') {
        room.world = fresh();
        room.restarts += 1;
        pausedSince.clear();
        return;
      }
    }
  };
  return room;
}

/**
 * For benchmark.js, which times many calls in a row: bot inputs recorded from a live room are
 * played back (wrapping around), with a cheap upkeep (refill at once, restart finished or lost
 * frogs), so each call is the step plus a few Map.set calls.
 */
function recordedRoom(frogs: number) {
  const live = brainClimbRoom(frogs);
  const ticks = 3000;
  const keys = Array.from({ length: frogs }, (_, i) => `p${i}`);
  const bits = new Uint8Array(ticks * frogs);
  for (let t = 0; t < ticks; t++) {
    live.prepare();
    keys.forEach((key, i) => { bits[t * frogs + i] = live.inputs.get(key) ?? 0; });
    live.step();
  }
  const world = BC.createBrainClimbWorld({ seed: 'bench', level: LEVEL });
  for (const key of keys) BC.addFrog(world, key);
  const inputs = new Map<string, number>();
  const F = world.c.FrogData;
  let tick = 0;
  return {
    world,
    step: () => {
      const base = (tick++ % ticks) * frogs;
      for (let i = 0; i < frogs; i++) inputs.set(keys[i], bits[base + i]);
      const eids = world.frogs.dense;
      for (let i = 0; i < eids.length; i++) {
        const state = F.state[eids[i]];
        if (state === 1) BC.refillEnergy(world, world.keys[eids[i]] as string);
        else if (state > 1) BC.restartFrog(world, world.keys[eids[i]] as string);
      }
      return BC.stepBrainClimb(world, inputs);
    },
  };
}

/** A Learning World with 32 enemies (155 gems); a bot hunts gems and always answers right. */
function learningRoom() {
  const world = LW.createLearningWorld({ seed: 'bench', signedIn: true, modules: 6, initialGems: 155 });
  const rng = createStream('bench', 'lw-driver');
  let bits = 0;
  const prepare = () => {
    if (world.state === 1) LW.answerCatch(world, true);
    if (world.tick % 6 === 0) { const view = LW.learningWorldView(world); bits = gemHunterInput(view.player, view, rng); }
  };
  return { world, prepare, step: () => LW.stepLearningWorld(world, bits) };
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function sample(room: { prepare: () => void; step: () => unknown }): { p50: number; p99: number; mean: number } {
  for (let i = 0; i < WARMUP; i++) { room.prepare(); room.step(); }
  const times = new Float64Array(SAMPLES);
  for (let i = 0; i < SAMPLES; i++) {
    room.prepare();
    const t0 = process.hrtime.bigint();
    room.step();
    times[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  times.sort();
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), mean };
}

function heapGrowthKb(): { kb: number; gcForced: boolean; restarts: number } {
  const room = brainClimbRoom(16);
  for (let i = 0; i < WARMUP; i++) { room.prepare(); room.step(); }
  gc?.(); gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < HEAP_STEPS; i++) { room.prepare(); room.step(); }
  gc?.(); gc?.();
  return { kb: (process.memoryUsage().heapUsed - before) / 1024, gcForced: gc !== undefined, restarts: room.restarts };
}

/** benchmark.js, evaluated in a realm of its own so its start-up cannot touch this realm's hidden classes. */
function loadBenchmarkIsolated(): typeof BenchmarkType {
  const require = createRequire(import.meta.url);
  const file = require.resolve('benchmark');
  const module = { exports: {} };
  const sandbox: Record<string, unknown> = { require, module, exports: module.exports, process, console, setTimeout, clearTimeout };
  sandbox.global = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { filename: file });
  return module.exports as typeof BenchmarkType;
}

function runSuites(): Promise<Record<string, Measure>> {
  const Benchmark = loadBenchmarkIsolated();
  const out: Record<string, Measure> = {};
  const rooms = { 1: recordedRoom(1), 16: recordedRoom(16), 64: recordedRoom(64) };
  const lw = learningRoom();
  for (const room of Object.values(rooms)) for (let i = 0; i < WARMUP; i++) room.step();
  for (let i = 0; i < WARMUP; i++) { lw.prepare(); lw.step(); }
  const snapshot16 = BC.snapshotBrainClimb(rooms[16].world);
  const snapshotLw = LW.snapshotLearningWorld(lw.world);
  let levelSeed = 0;
  const suite = new Benchmark.Suite('sim');
  suite
    .add('brain-climb.step.1-frog', () => { rooms[1].step(); })
    .add('brain-climb.step.16-frogs', () => { rooms[16].step(); })
    .add('brain-climb.step.64-frogs', () => { rooms[64].step(); })
    .add('learning-world.step.32-enemies', () => { lw.prepare(); lw.step(); })
    .add('brain-climb.generate-level', () => { BC.generateLevel(LEVEL, `level-${levelSeed++}`); })
    .add('brain-climb.snapshot.16-frogs', () => { BC.snapshotBrainClimb(rooms[16].world); })
    .add('brain-climb.restore.16-frogs', () => { BC.restoreBrainClimb(snapshot16); })
    .add('brain-climb.hash.16-frogs', () => { BC.hashBrainClimb(rooms[16].world); })
    .add('learning-world.snapshot', () => { LW.snapshotLearningWorld(lw.world); })
    .add('learning-world.restore', () => { LW.restoreLearningWorld(snapshotLw); });
  return new Promise((resolve) => {
    suite.on('cycle', (event: BenchmarkType.Event) => {
      const b = event.target as unknown as BenchmarkType & { name: string };
      const meanUs = (b.stats?.mean ?? 0) * 1e6;
      out[`${b.name}.mean`] = { value: Math.round(meanUs * 100) / 100, unit: 'µs', note: `benchmark.js, ±${(b.stats?.rme ?? 0).toFixed(1)}%, ${b.stats?.sample.length} samples${b.name.includes('.step.') ? ', recorded bot inputs' : ''}` };
    });
    suite.on('complete', () => resolve(out));
    suite.run({ async: false, maxTime: QUICK ? 1 : 3 } as BenchmarkType.Options);
  });
}

const results: Record<string, Measure> = {};
for (const frogs of [1, 16, 64] as const) {
  const s = sample(brainClimbRoom(frogs));
  const budget = frogs === 16;
  results[`brain-climb.step.${frogs === 1 ? '1-frog' : `${frogs}-frogs`}.p50`] = budget ? budgeted(s.p50, 'µs', 50, 'max') : { value: round(s.p50), unit: 'µs' };
  results[`brain-climb.step.${frogs === 1 ? '1-frog' : `${frogs}-frogs`}.p99`] = budget ? budgeted(s.p99, 'µs', 200, 'max') : { value: round(s.p99), unit: 'µs' };
}
const lwSample = sample(learningRoom());
results['learning-world.step.32-enemies.p50'] = { value: round(lwSample.p50), unit: 'µs' };
results['learning-world.step.32-enemies.p99'] = { value: round(lwSample.p99), unit: 'µs' };
const heap = heapGrowthKb();
results['brain-climb.heap-growth.16-frogs'] = budgeted(heap.kb, 'KiB', 256, 'max',
  `heapUsed after ${HEAP_STEPS.toLocaleString('en')} steady-state steps (${heap.restarts} level restarts among them) minus after warm-up${heap.gcForced ? ', both after forced GC' : ' (run with --expose-gc for a forced GC)'}`);
Object.assign(results, await runSuites());
// The V8 cliff, on purpose: one {x, y} object with a string x, as benchmark.js would have made.
JSON.parse('{"x":"boxed","y":0}');
const polluted = sample(brainClimbRoom(16));
results['brain-climb.step.16-frogs.p50.after-xy-generalization'] = budgeted(polluted.p50, 'µs', 50, 'max', 'after JSON.parse(\'{"x":"boxed","y":0}\'): V8 boxes planck\'s vector fields (see the top of bench/sim.bench.ts)');
results['brain-climb.step.16-frogs.p99.after-xy-generalization'] = budgeted(polluted.p99, 'µs', 200, 'max');
writeSuite('sim', results);

function round(v: number): number { return Math.round(v * 1000) / 1000; }
