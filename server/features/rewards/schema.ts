// The shapes of the rewards calls (spec 000 section 7, spec 001, spec 002), shared with the client.
import { z } from 'zod';

/** Every verified way to earn coins; each credit names one. */
export const CREDIT_REASONS = ['brain_climb_coin', 'learning_world_answer', 'spelling_answer', 'quiz_completion'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];
export const CREDIT_MAX = 1000;

export const updateGemCountSchema = z.object({
  gem_count: z.number({ error: 'gem_count must be a number' }).int('gem_count must be a whole number')
    .min(0, 'gem_count must be from 0 to 10000').max(10_000, 'gem_count must be from 0 to 10000'),
});

export const testCreditSchema = z.object({ amount: z.number().int().min(1).max(CREDIT_MAX) });

export const coinChannelQuerySchema = z.object({
  user_id: z.string({ error: 'user_id is required' }).regex(/^[1-9]\d{0,9}$/, 'user_id must be a user id').transform(Number),
});

/** What the coin channel delivers (spec 002: user_id and coins). */
export interface CoinUpdate { user_id: number; coins: number }

export interface BalanceResponse { success: true; user_id: number; coins: number }
export interface AddCoinResponse { success: true; coins: number }
export interface GemCountResponse { success: true; gem_count: number }
