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

/**
 * Client → room input, as bytes: the sequence number of the first frame (uint32, little-endian),
 * then one byte of Input bits (sim/core/input.ts) per fixed step, 1 to MAX_INPUT_FRAMES of them.
 * A client sends every step's frame, a few steps to a message while the keys stay the same and at
 * once when they change, so a player holding the same keys costs the room 10 messages a second
 * instead of 60 (client/features/brain-climb/game/InputBatcher.ts).
 */
export const MAX_INPUT_FRAMES = 8;

export function encodeInputs(firstSeq: number, bits: readonly number[]): Uint8Array {
  const out = new Uint8Array(4 + bits.length);
  new DataView(out.buffer).setUint32(0, firstSeq >>> 0, true);
  for (let i = 0; i < bits.length; i++) out[4 + i] = bits[i] & 0xff;
  return out;
}

/** The frames of an input message, or null when it is not one (wrong type, size or a zero sequence). */
export function decodeInputs(bytes: unknown): { first: number; bits: Uint8Array } | null {
  if (!(bytes instanceof Uint8Array) || bytes.length < 5 || bytes.length > 4 + MAX_INPUT_FRAMES) return null;
  const first = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
  return first > 0 ? { first, bits: bytes.subarray(4) } : null;
}

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
  /**
   * The last input frame the room has stepped for this frog is tick + inputOffset. While frames
   * arrive one per step the offset stays the same, so acknowledging inputs costs nothing on the
   * wire; it moves only when the room waited for a frame or caught up.
   */
  inputOffset: t.int32().default(0),
  /**
   * Ticks the frog has waited for its next frame since the step that took frame
   * tick + inputOffset (0 while frames flow): that step was tick - waited. The browser steps its
   * frames at the same world ticks, so moving platforms are where the room has them.
   */
  waited: t.uint8().default(0),
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

/** The last input frame the room has stepped for the frog `key` (0 before the first). */
export function inputAck(state: ClimbState | undefined, key: string): number {
  const f = state?.frogs?.get(key);
  return f ? Math.max(0, state!.tick + f.inputOffset) : 0;
}

/** The room's tick at the step that took that frame: the browser keeps its world's clock to it. */
export function inputAckTick(state: ClimbState | undefined, key: string): number {
  const f = state?.frogs?.get(key);
  return f ? state!.tick - f.waited : 0;
}

/** Client → room. */
export const refillMessageSchema = z.object({ token: z.string().min(1).max(200) }).strict();
export const MESSAGE = { input: 'in', refill: 'refill', restart: 'restart', event: 'event', refused: 'refused' } as const;

/** Room → clients: what happened this step, for sounds and particles (others' frogs included). */
export interface ClimbEventMessage {
  type: 'jumped' | 'landed' | 'orb_collected' | 'coin_collected' | 'gem_collected' | 'energy_depleted' | 'fell_reset' | 'level_complete' | 'victory' | 'game_over';
  player: string;
  /** The pickup's id for pickups. */
  id?: string;
}

/** Room → one client: a request it refused (bad refill token, restart while not allowed). */
export interface RefusedMessage { what: 'input' | 'refill' | 'restart'; reason: string }
