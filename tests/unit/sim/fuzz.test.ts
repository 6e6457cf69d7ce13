// Seeded fuzz of Brain Climb (random held keys, bots, refills, restarts, joins and leaves, one
// snapshot/restore per run) with every failing seed ever found pinned as a named regression.
import { describe, expect, it } from 'vitest';
import { fuzzBrainClimb, fuzzLearningWorld } from './support/fuzz.ts';

/**
 * Seeds that once failed, with what was wrong. They must keep passing.
 * - fuzz-3, fuzz-138, fuzz-156: a frog kept standing (onGround) on a platform the same step
 *   cleaned up, because cleanup ran after landing detection; cleanup now runs first in the step.
 */
const REGRESSIONS = [
  { seed: 'fuzz-3', name: 'standing on a platform cleaned up in the same step (1)' },
  { seed: 'fuzz-138', name: 'standing on a platform cleaned up in the same step (2)' },
  { seed: 'fuzz-156', name: 'standing on a platform cleaned up in the same step (3)' },
];

describe('fuzz regressions', () => {
  it.each(REGRESSIONS)('$seed: $name', ({ seed }) => {
    expect(fuzzBrainClimb(seed, 2000)).toBeNull();
  }, 60_000);
});

describe('fuzz', () => {
  // A fresh sample each release would hide regressions behind luck: the seeds are fixed, and
  // exploring more is a matter of running fuzzBrainClimb over a wider range (see sim/README.md).
  const seeds = Array.from({ length: 24 }, (_, i) => `fuzz-run-${i}`);
  it.each(seeds)('%s keeps every invariant for 2,000 ticks', (seed) => {
    expect(fuzzBrainClimb(seed, 2000)).toBeNull();
  }, 60_000);
});

describe('Learning World fuzz', () => {
  const seeds = Array.from({ length: 16 }, (_, i) => `lw-fuzz-run-${i}`);
  it.each(seeds)('%s keeps every invariant for 3,000 ticks', (seed) => {
    expect(fuzzLearningWorld(seed, 3000)).toBeNull();
  }, 60_000);
});
