// Friend challenges: shapes shared with the client.
import { z } from 'zod';

export const CHALLENGE_QUESTIONS_MIN = 3;
export const CHALLENGE_QUESTIONS_MAX = 20;

const id = z.number({ error: 'Pick a quiz' }).int().positive().max(2_147_483_647);

export const newChallengeSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('completion'), completion_id: id }),
  z.object({ from: z.literal('workbook'), result_id: id }),
  z.object({
    from: z.literal('bank'),
    title: z.string().trim().min(1, 'Please give the challenge a title').max(80, 'A title is at most 80 characters').optional(),
    question_ids: z.array(z.string().min(1).max(40)).min(CHALLENGE_QUESTIONS_MIN, `Pick at least ${CHALLENGE_QUESTIONS_MIN} questions`).max(CHALLENGE_QUESTIONS_MAX, `Pick at most ${CHALLENGE_QUESTIONS_MAX} questions`),
  }),
], { error: 'Say where the questions come from: completion, workbook or bank' });
export type NewChallenge = z.input<typeof newChallengeSchema>;

export const bankQuerySchema = z.object({
  subject: z.enum(['math', 'science', 'history', 'geography', 'language_arts'], { error: 'Pick a subject' }),
  grade: z.string().regex(/^[0-8]$/, 'The grade is 0 to 8').transform(Number),
});

export interface ChallengeFriendResult { username: string; display_name: string; questions_answered: number; questions_correct: number; levels_climbed: number; last_played: string }
export interface Challenge { id: number; code: string; title: string; subject: string; questions: number; created_at: string; friends: ChallengeFriendResult[] }
export interface ChallengeSource { kind: 'completion' | 'workbook'; id: number; title: string; subject: string; finished_at: string }
export interface BankPick { id: string; text: string }
