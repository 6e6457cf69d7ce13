// With REDIS_URL set the server uses Redis for Colyseus presence and matchmaking, so several
// processes can share rooms. Skipped with a notice when REDIS_URL is unset (CI sets it).
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('[scale-out] REDIS_URL is not set: the Redis tests are skipped.');

describe.skipIf(!redisUrl)('scale-out on Redis', () => {
  it('boots with Redis presence and driver, serves, and shuts down cleanly', async () => {
    const app = await startTestApp('pglite', { redisUrl });
    try {
      const r = await new TestClient(app.url).get<{ status: string }>('/healthz');
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('ok');
    } finally {
      await app.stop();
    }
  });
});
