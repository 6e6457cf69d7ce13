// Coins are credited only for verified events, once each, and the balance is exact under
// concurrency on both databases; add_coin mints nothing; gem counts are bounded by what a room
// saw; the coin channel pushes each new balance to its user (and their parent) over SSE.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoinUpdate } from '../../server/features/rewards/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';
import { openEvents } from '../support/sse.ts';

describe.each(backends())('rewards on %s', (backend) => {
  let app: TestApp;
  let seq = 0;
  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app.stop(); });

  const signUp = async (extra: Record<string, unknown> = {}) => {
    const c = new TestClient(app.url);
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username: `coin_${backend.slice(0, 2)}_${++seq}`, password: 'hop-hop-hop', role: 'student', grade: 4, ...extra });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id });
  };
  const balance = async (c: TestClient) => (await c.get<{ coins: number }>('/api/v1/user_rewards/balance')).body.coins;

  it('credits a verified event once, and add_coin never mints', async () => {
    const kid = await signUp();
    const rewards = app.services.rewards;
    expect(await rewards.credit(kid.userId, { amount: 1, reason: 'brain_climb_coin', ref: 'room-a:coin-3' })).toEqual({ credited: true, coins: 1 });
    expect(await rewards.credit(kid.userId, { amount: 1, reason: 'brain_climb_coin', ref: 'room-a:coin-3' })).toEqual({ credited: false, coins: 1 });
    expect(await rewards.credit(kid.userId, { amount: 3, reason: 'learning_world_answer', ref: 'room-b:catch-1' })).toEqual({ credited: true, coins: 4 });
    for (let i = 0; i < 5; i++) expect((await kid.post('/api/v1/user_rewards/add_coin')).body).toEqual({ success: true, coins: 4 });
    expect(await balance(kid)).toBe(4);
    await expect(rewards.credit(kid.userId, { amount: 0, reason: 'brain_climb_coin', ref: 'x' })).rejects.toThrow(RangeError);
    await expect(rewards.credit(kid.userId, { amount: 1, reason: 'free_money' as never, ref: 'x' })).rejects.toThrow(RangeError);
  });

  it('ends 1,000 concurrent credits for one user with exactly 1,000 more coins', async () => {
    const kid = await signUp();
    const rewards = app.services.rewards;
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => rewards.credit(kid.userId, { amount: 1, reason: 'brain_climb_coin', ref: `burst:${i}` })));
    expect(results.filter((r) => r.credited)).toHaveLength(1000);
    expect(await rewards.balance(kid.userId)).toBe(1000);
    // The same 1,000 events again, concurrently: nothing changes.
    const again = await Promise.all(Array.from({ length: 1000 }, (_, i) => rewards.credit(kid.userId, { amount: 1, reason: 'brain_climb_coin', ref: `burst:${i}` })));
    expect(again.filter((r) => r.credited)).toHaveLength(0);
    // Read in-process: an HTTP connection left idle through a long burst may be reset by keep-alive.
    expect(await rewards.balance(kid.userId)).toBe(1000);
    const { rows } = await app.database.db.execute(sql`select (select count(*) from coin_ledger where user_id = ${kid.userId})::int as entries,
      (select sum(coins) from coin_weeks where user_id = ${kid.userId})::int as week`) as unknown as { rows: { entries: number; week: number }[] };
    expect(rows[0]).toEqual({ entries: 1000, week: 1000 });
  }, 120_000);

  it('stores a gem count only up to the run a room saw, once', async () => {
    const kid = await signUp();
    const save = (n: number) => kid.post<{ gem_count: number }>('/api/v1/user_rewards/update_gem_count', { gem_count: n });
    expect((await save(50)).body).toEqual({ success: true, gem_count: 0 });
    await app.services.rewards.recordVerifiedGems(kid.userId, 7);
    expect((await save(50)).body.gem_count).toBe(7);
    expect((await save(50)).body.gem_count).toBe(0);
    await app.services.rewards.recordVerifiedGems(kid.userId, 9);
    expect((await save(4)).body.gem_count).toBe(4);
  });

  it('rejects visitors and bad input with clear errors', async () => {
    const v = new TestClient(app.url);
    expect((await v.post('/api/v1/user_rewards/add_coin')).status).toBe(401);
    expect((await v.get('/api/v1/user_rewards/balance')).status).toBe(401);
    expect((await v.post('/api/v1/user_rewards/update_gem_count', { gem_count: 1 })).status).toBe(401);
    expect((await v.get('/api/v1/user_rewards/coin_channel?user_id=1')).status).toBe(401);
    const kid = await signUp();
    expect((await kid.get('/api/v1/user_rewards/balance')).body).toEqual({ success: true, user_id: kid.userId, coins: 0 });
    // The browser tests' credit hook exists only with TEST_HOOKS.
    expect((await kid.post('/api/test/credit_coins', { amount: 5 })).status).toBe(404);
    expect(await balance(kid)).toBe(0);
    for (const body of [{}, { gem_count: -1 }, { gem_count: 1.5 }, { gem_count: '3' }, { gem_count: 1e9 }]) {
      const r = await kid.post('/api/v1/user_rewards/update_gem_count', body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field: 'gem_count' });
    }
    for (const q of ['', '?user_id=abc', '?user_id=0', '?user_id=-4']) expect((await kid.get(`/api/v1/user_rewards/coin_channel${q}`)).status).toBe(400);
  });

  it('pushes each new balance on the coin channel to the user and their parent, and no one else', async () => {
    const parent = await signUp({ role: 'parent', grade: undefined });
    const childReply = await parent.post<{ child: { id: number } }>('/api/v1/children', { username: `kidc_${backend.slice(0, 2)}_${++seq}`, password: 'hop-hop-hop', display_name: 'Pip', grade: 2 });
    expect(childReply.status).toBe(201);
    const childId = childReply.body.child.id;
    const kid = await signUp();
    const stranger = await signUp();
    expect((await stranger.get(`/api/v1/user_rewards/coin_channel?user_id=${kid.userId}`)).status).toBe(403);
    const own = await openChannel(kid, kid.userId);
    expect(await own.next()).toEqual({ user_id: kid.userId, coins: 0 });
    await app.services.rewards.credit(kid.userId, { amount: 2, reason: 'quiz_completion', ref: 'q-1' });
    expect(await own.next()).toEqual({ user_id: kid.userId, coins: 2 });
    own.close();
    const watch = await openChannel(parent, childId);
    expect(await watch.next()).toEqual({ user_id: childId, coins: 0 });
    await app.services.rewards.credit(childId, { amount: 1, reason: 'spelling_answer', ref: 'w-1' });
    expect(await watch.next()).toEqual({ user_id: childId, coins: 1 });
    watch.close();
  });

  const openChannel = (c: TestClient, userId: number) => openEvents<CoinUpdate>(app.url, c, `/api/v1/user_rewards/coin_channel?user_id=${userId}`);
});
