// Friend challenge calls (signed-in players): what they finished, bank questions to pick from,
// creating a challenge, and their challenges with how each friend did.
import { Router } from 'express';
import { requireUser } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { bankQuerySchema } from './schema.ts';
import type { Challenges } from './service.ts';
import type { Grade } from '../quiz/bank/types.ts';

export function challengeRoutes({ challenges }: { challenges: Challenges }): Router {
  const r = Router();
  r.get('/api/v1/challenges', async (req, res) => { res.json({ success: true, challenges: await challenges.list(requireUser(req).id) }); });
  r.get('/api/v1/challenges/sources', async (req, res) => { res.json({ success: true, sources: await challenges.sources(requireUser(req).id) }); });
  r.get('/api/v1/challenges/bank', (req, res) => {
    requireUser(req);
    const q = parseInput(bankQuerySchema, req.query);
    res.json({ success: true, questions: challenges.bank(q.subject, q.grade as Grade) });
  });
  r.post('/api/v1/challenges', async (req, res) => { res.status(201).json({ success: true, challenge: await challenges.create(requireUser(req).id, req.body) }); });
  return r;
}
