// Structure-of-arrays component stores. They live on each world (never module globals), so one
// process hosts many worlds. Physics values are Float64 metres: exactly the doubles planck holds,
// which is what lets a snapshot rebuild planck bit for bit.

/** Entities per world: 80 platforms + at most 170 pickups + MAX_FROGS frogs, with room to spare. */
export const ENTITY_CAPACITY = 640;

export const EntityKind = { FROG: 1, PLATFORM: 2, PICKUP: 3 } as const;

export const FrogState = { PLAYING: 0, QUIZ: 1, COMPLETE: 2, GAMEOVER: 3, VICTORY: 4 } as const;
export type FrogStateCode = (typeof FrogState)[keyof typeof FrogState];
export const FROG_STATE_NAMES = ['playing', 'quiz', 'complete', 'gameover', 'victory'] as const;
export type FrogStateName = (typeof FROG_STATE_NAMES)[number];

export const Animation = { IDLE: 0, HOP: 1, FALL: 2, LAND: 3, WALK: 4 } as const;
export const ANIMATION_NAMES = ['idle', 'hop', 'fall', 'land', 'walk'] as const;
export type AnimationName = (typeof ANIMATION_NAMES)[number];

export const PickupKind = { ORB: 1, COIN: 2, GEM: 3, GOAL: 4 } as const;
export const PICKUP_KIND_NAMES = ['', 'orb', 'coin', 'gem', 'goal'] as const;
export type PickupKindName = 'orb' | 'coin' | 'gem' | 'goal';

export function createComponents(n = ENTITY_CAPACITY) {
  return {
    // Tags: membership only (bitECS components are any object; these are per world).
    Frog: {},
    Platform: {},
    Pickup: {},

    /** EntityKind of each live entity (0 once removed). */
    kind: new Uint8Array(n),
    /** Body state, metres and metres per second (frogs and platforms; pickups use x and y only). */
    Body: { x: new Float64Array(n), y: new Float64Array(n), vx: new Float64Array(n), vy: new Float64Array(n) },
    /** 1 while the entity's planck body is active (in the broad-phase). */
    inPhysics: new Uint8Array(n),
    /**
     * When the body last joined the broad-phase (a world-wide counter). planck numbers proxies in
     * creation order and orders each contact's fixtures by those numbers; restore re-activates
     * bodies in this order so every contact gets the same fixture A and B.
     */
    proxySeq: new Float64Array(n),
    /** Platform row the entity belongs to (for the physics window and cleanup). */
    row: new Int32Array(n),
    /** 0 once cleaned up (platforms, pickups) or collected (pickups). */
    alive: new Uint8Array(n),

    Plat: {
      /** Row index = index in LevelData.platforms. */
      index: new Int32Array(n),
      halfWidth: new Float64Array(n),
      moving: new Uint8Array(n),
      originX: new Float64Array(n),
      range: new Float64Array(n),
      speed: new Float64Array(n),
    },

    Pick: {
      kind: new Uint8Array(n),
      /** Index in pickup order: orbs, coins, gems, goal (also the tie-break order when collecting). */
      index: new Int32Array(n),
      /** Index within its own kind's list in LevelData (orb-3 is 3). */
      kindIndex: new Int32Array(n),
      energyValue: new Int32Array(n),
    },

    FrogData: {
      state: new Uint8Array(n),
      energy: new Int32Array(n),
      jumpsLeft: new Uint8Array(n),
      maxJumps: new Uint8Array(n),
      onGround: new Uint8Array(n),
      /** Row of the platform stood on, or -1. */
      groundRow: new Int32Array(n),
      facing: new Int8Array(n),
      animation: new Uint8Array(n),
      landTicks: new Uint8Array(n),
      bits: new Uint8Array(n),
      prevBits: new Uint8Array(n),
      /** 1 in a tick whose input was HOLD_FRAME: the frog waits frozen, its bits unchanged. */
      held: new Uint8Array(n),
      levelComplete: new Uint8Array(n),
      gems: new Int32Array(n),
      coins: new Int32Array(n),
      orbs: new Int32Array(n),
    },
  };
}

export type Components = ReturnType<typeof createComponents>;
