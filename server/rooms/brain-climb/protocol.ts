// What a Brain Climb room and the browser say to each other: the join options, the input frame,
// the mirrored state and the messages. Shared by the room and the client (lint allows protocol.ts).
//
// The state carries only what a client cannot compute: each frog's position (whole pixels), its
// animation, counters and name, the world tick (moving platforms are a function of it) and the
// pickups taken. Velocities, heights and timings are derived or predicted on the client.
import { schema, t, type SchemaType } from '@colyseus/schema';
import { z } from 'zod';

export const BRAIN_CLIMB_ROOM = 'brain_climb';
/** Players per world (the design card's cap). */
export const WORLD_CAP = 16;
/** How long a dropped player keeps their frog. */
export const RECONNECT_SECONDS = 30;
/** The room sends state patches at this interval (ms): 20 Hz. */
export const PATCH_MS = 50;

export const MODES = ['career', 'teacher_mode', 'challenge_friends'] as const;

export const joinOptionsSchema = z.object({
  level: z.number().int().min(1).max(1000),
  mode: z.enum(MODES).default('career'),
  quiz_code: z.string().regex(/^[A-Z0-9]{6}$/).optional(),
  /** Carry energy, jumps and counters from the level this player just completed in a room. */
  carry: z.boolean().default(false),
  /** Try Again: a new frog at level 1 (energy 100), not the one left there before. */
  fresh: z.boolean().default(false),
  /** A short level and a starting energy for tests; honoured only when the server runs with test hooks. */
  test_level: z.literal('short').optional(),
  test_energy: z.number().int().min(1).max(100).optional(),
}).strict();
export type JoinOptions = z.input<typeof joinOptionsSchema>;

/** One input frame per fixed step: the Input bits of sim/core/input.ts. */
export const ClimbInput = schema({ bits: t.uint8().default(0) }, 'ClimbInput');
export type ClimbInput = SchemaType<typeof ClimbInput>;

export const FrogState = schema({
  name: t.string().default(''),
  tint: t.uint32().default(0),
  x: t.int16().default(0),
  y: t.int16().default(0),
  facing: t.int8().default(1),
  /** Index into ANIMATION_NAMES: idle, hop, fall, land, walk. */
  animation: t.uint8().default(0),
  /** Index into FROG_STATE_NAMES: playing, quiz, complete, gameover, victory. */
  state: t.uint8().default(0),
  onGround: t.boolean().default(true),
  energy: t.uint8().default(100),
  jumpsLeft: t.uint8().default(3),
  maxJumps: t.uint8().default(3),
  gems: t.uint16().default(0),
  coins: t.uint16().default(0),
}, 'FrogState');
export type FrogState = SchemaType<typeof FrogState>;

export const ClimbState = schema({
  level: t.uint16().default(1),
  seed: t.string().default(''),
  testLevel: t.boolean().default(false),
  /** The world's step count: moving platforms follow it. */
  tick: t.uint32().default(0),
  frogs: t.map(FrogState),
  /** Ids of orbs, coins and gems taken, in the order they were taken. */
  taken: t.array('string'),
}, 'ClimbState');
export type ClimbState = SchemaType<typeof ClimbState>;

/** Client → room. */
export const refillMessageSchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const MESSAGE = { refill: 'refill', restart: 'restart', event: 'event', refused: 'refused' } as const;

/** Room → clients: what happened this step, for sounds and particles (others' frogs included). */
export interface ClimbEventMessage {
  type: 'jumped' | 'landed' | 'orb_collected' | 'coin_collected' | 'gem_collected' | 'energy_depleted' | 'fell_reset' | 'level_complete' | 'victory' | 'game_over';
  player: string;
  /** The pickup's id for pickups. */
  id?: string;
}

/** Room → one client: a request it refused (bad refill token, restart while not allowed). */
export interface RefusedMessage { what: 'refill' | 'restart'; reason: string }
