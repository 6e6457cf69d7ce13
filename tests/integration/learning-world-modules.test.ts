// The Learning World's learning modules over real HTTP: signed-in players only, every path a page
// of this app, and the premium module locked for a freemium account (saying what it needs) but
// open for an account marked premium.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import type { PublicUser } from '../../server/features/auth/schema.ts';
import { LEARNING_MODULES, type ModulesResponse } from '../../server/features/learning-world/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

describe.each(backends())('learning modules on %s', (backend) => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app?.stop(); });

  const student = async (username: string) => {
    const c = new TestClient(app.url);
    const r = await c.post<{ user: PublicUser }>('/users/sign_up', { username, password: 'hop-hop-hop', role: 'student', grade: 4 });
    expect(r.status).toBe(201);
    return Object.assign(c, { user: r.body.user });
  };
  /** Premium is a flag on the account (there are no payments here): the test sets it directly. */
  const markPremium = (userId: number) => app.database.db.update(users).set({ freemium: false }).where(eq(users.id, userId));

  it('shows visitors no modules', async () => {
    const r = await new TestClient(app.url).get('/api/v1/learning_world/modules');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, code: 'not_signed_in' });
  });

  it('locks the premium module for a freemium player and says what it needs', async () => {
    const kid = await student('lw_free');
    expect(kid.user.freemium).toBe(true);
    const r = await kid.get<ModulesResponse>('/api/v1/learning_world/modules');
    expect(r.status).toBe(200);
    expect(r.body.modules.length).toBeGreaterThan(0);
    expect(r.body.modules.length).toBeLessThanOrEqual(6);
    expect(r.body.modules.map((m) => m.path)).toEqual(LEARNING_MODULES.slice(0, 6).map((m) => m.path));
    expect(r.body.modules.map((m) => m.path)).not.toContain('/adventure_stories');
    const premium = r.body.modules.filter((m) => m.premium);
    expect(premium.length).toBeGreaterThanOrEqual(1);
    for (const m of premium) expect(m).toMatchObject({ locked: true, needs: expect.stringMatching(/^.+ is part of Brain Climb Premium\. Ask a parent or teacher about Premium/) });
    for (const m of r.body.modules.filter((x) => !x.premium)) expect(m).toMatchObject({ locked: false, needs: null });
  });

  it('opens every module for a player whose account is premium', async () => {
    const kid = await student('lw_premium');
    await markPremium(kid.user.id);
    expect((await kid.get<{ user: PublicUser }>('/api/v1/session')).body.user.freemium).toBe(false);
    const r = await kid.get<ModulesResponse>('/api/v1/learning_world/modules');
    expect(r.body.modules.some((m) => m.premium)).toBe(true);
    for (const m of r.body.modules) expect(m).toMatchObject({ locked: false, needs: null });
  });
});
