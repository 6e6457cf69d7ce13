// GET /api/v1/learning_world/modules: the learning modules a signed-in player sees in the
// Learning World (spec 002: up to 6, each with title, path and premium). They are the product's
// own areas; premium ones tell a freemium player what they need. Visitors get none (401).
import { Router } from 'express';
import { requireUser } from '../../http/session.ts';
import { LEARNING_MODULES } from './schema.ts';

export function learningWorldRoutes(): Router {
  const r = Router();
  r.get('/api/v1/learning_world/modules', (req, res) => {
    requireUser(req);
    res.json({ success: true, modules: LEARNING_MODULES.slice(0, 6) });
  });
  return r;
}
