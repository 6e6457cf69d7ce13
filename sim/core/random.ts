// Seeded random streams. The only source of randomness under sim/: an Alea generator (pure double
// arithmetic, so every JavaScript engine produces the same sequence) whose four-number state is
// part of a world's snapshot.
import seedrandom from 'seedrandom';

export interface RandomState { c: number; s0: number; s1: number; s2: number }

export interface RandomStream {
  /** A double in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** The generator's state, to store in a snapshot. */
  state(): RandomState;
}

function wrap(prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>): RandomStream {
  return {
    next: () => prng(),
    int: (min, max) => min + Math.floor(prng() * (max - min + 1)),
    chance: (probability) => prng() < probability,
    state: () => {
      const s = prng.state();
      return { c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 };
    },
  };
}

/** A stream for a seed and a purpose: different purposes of one seed give independent streams. */
export function createStream(seed: string | number, purpose: string): RandomStream {
  return wrap(seedrandom.alea(`${purpose}:${String(seed)}`, { state: true }));
}

/** A stream that continues exactly where a saved state left off. */
export function restoreStream(state: RandomState): RandomStream {
  return wrap(seedrandom.alea('', { state: { c: state.c, s0: state.s0, s1: state.s1, s2: state.s2 } }));
}
