// GET /api/v1/learning_world/modules: the learning modules a signed-in player sees in the
// Learning World (spec 002: up to 6, each with title, path and premium). They are the product's
// own pages; a premium one is locked for a freemium account and says what it needs. Visitors get
// none (401).
import { Router } from 'express';
import { requireUser } from '../../http/session.ts';
import { modulesFor, type ModulesResponse } from './schema.ts';

export function learningWorldRoutes(): Router {
  const r = Router();
  r.get('/api/v1/learning_world/modules', (req, res) => {
    const user = requireUser(req);
    const body: ModulesResponse = { success: true, modules: modulesFor(user.freemium) };
    res.json(body);
  });
  return r;
}
