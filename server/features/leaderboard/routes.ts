// GET /api/v1/leaderboard?board=coins|level|gems&period=week|all&limit=1..50: the top and, for a
// signed-in viewer, their own place.
import { Router } from 'express';
import { currentUser } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { leaderboardQuerySchema, type LeaderboardResponse } from './schema.ts';
import type { LeaderboardService } from './service.ts';

export function leaderboardRoutes({ leaderboard }: { leaderboard: LeaderboardService }): Router {
  const r = Router();
  r.get('/api/v1/leaderboard', async (req, res) => {
    const q = parseInput(leaderboardQuerySchema, req.query);
    const viewer = currentUser(req);
    const [entries, me] = await Promise.all([
      leaderboard.top(q.board, q.period, q.limit ?? 10),
      viewer ? leaderboard.me(q.board, q.period, viewer.id) : Promise.resolve(null),
    ]);
    const body: LeaderboardResponse = { success: true, board: q.board, period: q.period, entries, me };
    res.json(body);
  });
  return r;
}
