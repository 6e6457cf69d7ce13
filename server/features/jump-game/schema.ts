// The shapes of the jump game calls (progress, levels, quiz game sessions), shared by the server
// (validation) and the client (types).
import { z } from 'zod';
import type { LevelData } from '../../../sim/brain-climb/level.ts';

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 1000;
export const LEVEL_MESSAGE = 'Level must be a whole number from 1 to 1000.';
export const NEXT_LEVEL_ONLY_MESSAGE = 'Reach the goal of the level before this one to unlock it.';
export const TOTAL_GEMS_MAX = 1_000_000;
export const GEMS_PER_CALL_MAX = 10_000;
export const COUNTER_MAX = 1_000_000;

/** The seed of level n, the same on the server and in the client's offline fallback. */
export const levelSeed = (level: number) => `level-${level}`;

const wholeNumber = (name: string, min: number, max: number) => z.number({ error: `${name} must be a number` })
  .int(`${name} must be a whole number`)
  .min(min, `${name} must be from ${min} to ${max}`)
  .max(max, `${name} must be from ${min} to ${max}`);

export const levelParamSchema = z.object({
  level: z.string().regex(/^\d{1,7}$/, LEVEL_MESSAGE).transform(Number)
    .pipe(z.number().int(LEVEL_MESSAGE).min(LEVEL_MIN, LEVEL_MESSAGE).max(LEVEL_MAX, LEVEL_MESSAGE)),
});

export const saveProgressSchema = z.object({
  jump_level_reached: wholeNumber('jump_level_reached', LEVEL_MIN, LEVEL_MAX),
  total_gems: wholeNumber('total_gems', 0, TOTAL_GEMS_MAX),
});

export const saveGemsSchema = z.object({
  gems_collected: wholeNumber('gems_collected', 0, GEMS_PER_CALL_MAX),
});

export const createGameSessionSchema = z.object({
  quiz_code: z.string({ error: (iss) => (iss.input === undefined ? 'Please enter a quiz code' : 'The quiz code must be text') })
    .max(100, 'The quiz code is too long')
    .refine((s) => s.trim() !== '', 'Please enter a quiz code'),
});

export const updateGameSessionSchema = z.object({
  questions_answered: wholeNumber('questions_answered', 0, COUNTER_MAX).optional(),
  questions_correct: wholeNumber('questions_correct', 0, COUNTER_MAX).optional(),
  levels_climbed: wholeNumber('levels_climbed', 0, COUNTER_MAX).optional(),
}).refine((v) => v.questions_answered !== undefined || v.questions_correct !== undefined || v.levels_climbed !== undefined,
  { message: 'Send questions_answered, questions_correct or levels_climbed' });

export interface ProgressResponse { success: true; highest_level: number }
export interface SavedProgressResponse { success: true; highest_level: number; total_gems: number }

/** GET /api/jump_game/levels/:level: the generator's level for the seed levelSeed(level). */
export interface LevelResponse { success: true; data: Pick<LevelData, 'platforms' | 'orbs' | 'coins' | 'gems'> }

export interface GameSession {
  id: number;
  quiz_code: string;
  questions_answered: number;
  questions_correct: number;
  levels_climbed: number;
  completed_at: string | null;
}
export interface GameSessionResponse { success: true; session: GameSession }
