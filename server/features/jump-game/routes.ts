// Jump game calls: progress, levels, gems, and quiz game sessions. Thin: validation here, the work
// in the services. Visitors may read (level 1, any level's layout) but save nothing (401).
import { Router } from 'express';
import { currentUser, requireUser } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { idParamSchema } from '../auth/schema.ts';
import { levelData } from './levels.ts';
import { createGameSessionSchema, levelParamSchema, saveGemsSchema, saveProgressSchema, updateGameSessionSchema, type LevelResponse } from './schema.ts';
import type { JumpGameService } from './service.ts';
import { toGameSession, type GameSessions } from './sessions.ts';

export interface JumpGameRoutesDeps {
  jumpGame: JumpGameService;
  sessions: GameSessions;
}

export function jumpGameRoutes({ jumpGame, sessions }: JumpGameRoutesDeps): Router {
  const r = Router();

  r.get('/api/jump_game/user_progress', async (req, res) => {
    const user = currentUser(req);
    const highest = user ? (await jumpGame.progress(user.id)).highest_level : 1;
    res.json({ success: true, highest_level: highest });
  });

  r.get('/api/jump_game/levels/:level', (req, res) => {
    const { level } = parseInput(levelParamSchema, req.params);
    const body: LevelResponse = { success: true, data: levelData(level) };
    res.json(body);
  });

  r.post('/api/jump_game/save_progress', async (req, res) => {
    const user = requireUser(req);
    const input = parseInput(saveProgressSchema, req.body);
    res.json({ success: true, ...(await jumpGame.saveProgress(user.id, input.jump_level_reached, input.total_gems)) });
  });

  r.post('/api/jump_game/save_gems', async (req, res) => {
    const user = requireUser(req);
    const input = parseInput(saveGemsSchema, req.body);
    res.json({ success: true, ...(await jumpGame.saveGems(user.id, input.gems_collected)) });
  });

  r.post('/api/quiz_game_sessions', async (req, res) => {
    const user = requireUser(req);
    const input = parseInput(createGameSessionSchema, req.body);
    res.status(201).json({ success: true, session: toGameSession(await sessions.start(user.id, input.quiz_code)) });
  });

  r.patch('/api/quiz_game_sessions/:id', async (req, res) => {
    const user = requireUser(req);
    const { id } = parseInput(idParamSchema, req.params);
    const input = parseInput(updateGameSessionSchema, req.body);
    res.json({ success: true, session: toGameSession(await sessions.update(user.id, id, input)) });
  });

  r.post('/api/quiz_game_sessions/:id/complete', async (req, res) => {
    const user = requireUser(req);
    const { id } = parseInput(idParamSchema, req.params);
    res.json({ success: true, session: toGameSession(await sessions.complete(user.id, id)) });
  });

  return r;
}
