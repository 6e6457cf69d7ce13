// What a Learning World room and the browser say to each other. One player per room, in lockstep:
// the room steps the world once per input frame it receives (at most once per 60 Hz tick, never
// on its own), so the browser's world and the room's stay identical and the browser draws its
// own without waiting. The room is the one that serves and checks the quiz after a catch, and
// credits coins (times its own multiplier) for a correct answer.
import { schema, t, type SchemaType } from '@colyseus/schema';
import { z } from 'zod';
import type { PublicQuestion } from '../../features/quiz/schema.ts';

export const LEARNING_WORLD_ROOM = 'learning_world';

export const lwJoinOptionsSchema = z.object({
  /** How many learning modules the page shows (0 to 6): only where they are drawn depends on it. */
  modules: z.number().int().min(0).max(6).default(0),
}).strict();
export type LwJoinOptions = z.input<typeof lwJoinOptionsSchema>;

export const LwInput = schema({ bits: t.uint8().default(0) }, 'LwInput');
export type LwInput = SchemaType<typeof LwInput>;

export const LwState = schema({
  /** The world's seed: the browser builds the same world from it. */
  seed: t.string().default(''),
  modules: t.uint8().default(0),
  tick: t.uint32().default(0),
  /** 0 playing, 1 caught (GAME_STATE_NAMES). */
  state: t.uint8().default(0),
  gems: t.uint16().default(0),
  coinMultiplier: t.uint8().default(1),
  x: t.int16().default(0),
  y: t.int16().default(0),
  /** Coins this room credited to the player. */
  coinsEarned: t.uint32().default(0),
}, 'LwState');
export type LwState = SchemaType<typeof LwState>;

export const lwAnswerSchema = z.object({
  question_id: z.string().min(1).max(40),
  selected_index: z.number().int().min(0).max(5),
}).strict();

export const LW_MESSAGE = { question: 'question', answer: 'answer', answered: 'answered', refused: 'refused' } as const;

/** Room → client after a catch: the question, without its answer. */
export interface LwQuestionMessage { question: PublicQuestion }

/** Room → client: the checked answer and what it earned. */
export interface LwAnsweredMessage {
  correct: boolean;
  correct_index: number;
  correct_choice: string;
  explanation: string;
  /** Coins credited for this answer (the room's multiplier), 0 when wrong. */
  coins_credited: number;
}
