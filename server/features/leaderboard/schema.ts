// The leaderboard call's shapes, shared with the page.
import { z } from 'zod';

export const BOARDS = ['coins', 'level', 'gems'] as const;
export type Board = (typeof BOARDS)[number];
export const PERIODS = ['week', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export const leaderboardQuerySchema = z.object({
  board: z.enum(BOARDS, { error: 'board must be coins, level or gems' }).default('coins'),
  period: z.enum(PERIODS, { error: 'period must be week or all' }).default('week'),
  limit: z.string().regex(/^\d{1,2}$/, 'limit must be a number from 1 to 50').transform(Number)
    .pipe(z.number().int().min(1, 'limit must be a number from 1 to 50').max(50, 'limit must be a number from 1 to 50')).optional(),
});

/**
 * A player's picture on the board: the avatar they chose (`id`, one of AVATARS in the account
 * schema, drawn from /assets/art/avatars/), or null and their initial on a coloured badge.
 */
export interface EntryAvatar { id: number | null; initial: string; color: string }

/** Usernames and an avatar only: nothing else about a child leaves the server here. */
export interface LeaderboardEntry { rank: number; username: string; avatar: EntryAvatar; value: number }

export interface LeaderboardResponse {
  success: true;
  board: Board;
  period: Period;
  entries: LeaderboardEntry[];
  /** The viewer's own place, even outside the top; null for visitors and players with no score. */
  me: LeaderboardEntry | null;
}
