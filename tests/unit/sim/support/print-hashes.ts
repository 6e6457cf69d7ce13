// Run in a separate process by the determinism test: plays both modes and prints the hashes.
// node tests/unit/sim/support/print-hashes.ts SEED TICKS
import { playBrainClimb, playLearningWorld } from './scenarios.ts';

const [seed = 'cross-process', ticks = '36000'] = process.argv.slice(2);
const n = Number(ticks);
console.log(JSON.stringify({ brainClimb: playBrainClimb({ seed, ticks: n }), learningWorld: playLearningWorld({ seed, ticks: n }) }));
