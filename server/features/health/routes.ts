// Liveness and readiness: answers 200 when the database answers.
import { sql } from 'drizzle-orm';
import { Router } from 'express';
import type { Database } from '../../db/connect.ts';

export function healthRoutes(database: Database, startedAt: number): Router {
  const r = Router();
  r.get('/healthz', async (_req, res) => {
    await database.db.execute(sql`select 1`);
    res.json({ status: 'ok', database: database.kind, uptime_s: Math.round((Date.now() - startedAt) / 1000) });
  });
  return r;
}
