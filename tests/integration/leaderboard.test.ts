// The leaderboard: three boards, this week and all time, dense top lists with shared ranks for
// ties, the viewer's own place even outside the top, usernames and avatars only; the avatar is the
// one a player (or their parent) chose on the account page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../server/features/auth/schema.ts';
import type { LeaderboardResponse } from '../../server/features/leaderboard/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

describe.each(backends())('leaderboard on %s', (backend) => {
  let app: TestApp;
  const kids: (TestClient & { userId: number; username: string })[] = [];
  beforeAll(async () => {
    app = await startTestApp(backend);
    for (let i = 0; i < 5; i++) {
      const c = new TestClient(app.url);
      const username = `lb_${backend.slice(0, 2)}_${i}`;
      const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username, password: 'hop-hop-hop', role: 'student', grade: 3, display_name: `Kid Secretname ${i}` });
      kids.push(Object.assign(c, { userId: r.body.user.id, username }));
    }
    const { rewards, climbRecords } = app.services;
    // Coins: 50, 30, 30, 10, none.
    for (const [k, coins] of [[0, 50], [1, 30], [2, 30], [3, 10]] as const) await rewards.credit(kids[k].userId, { amount: coins, reason: 'quiz_completion', ref: 'seed' });
    // Levels: kid 4 completed levels 1 to 3 (reached 4), kid 1 completed level 1.
    for (const [k, levels] of [[4, 3], [1, 1]] as const) {
      for (let level = 1; level <= levels; level++) {
        const id = await climbRecords.start(kids[k].userId, level, 'seed-room', null);
        await climbRecords.complete(id, kids[k].userId, level, { energy: 50, maxJumps: 3, gems: 0, coins: 0, orbs: 0 });
      }
    }
    // Gems: kid 2's run of 12 seen by a room, kid 3 claimed 40 but the room saw 5.
    await rewards.recordVerifiedGems(kids[2].userId, 12);
    await kids[2].post('/api/v1/user_rewards/update_gem_count', { gem_count: 12 });
    await rewards.recordVerifiedGems(kids[3].userId, 5);
    await kids[3].post('/api/v1/user_rewards/update_gem_count', { gem_count: 40 });
  });
  afterAll(async () => { await app.stop(); });

  const board = (c: TestClient, q: string) => c.get<LeaderboardResponse>(`/api/v1/leaderboard?${q}`);

  it('ranks coins with shared places for ties and shows the viewer below a short top', async () => {
    for (const period of ['week', 'all']) {
      const r = await board(kids[3], `board=coins&period=${period}&limit=2`);
      expect(r.status).toBe(200);
      expect(r.body.entries.map((e) => [e.rank, e.username, e.value])).toEqual([[1, kids[0].username, 50], [2, kids[1].username, 30]]);
      expect(r.body.me).toMatchObject({ rank: 4, username: kids[3].username, value: 10 });
    }
    const full = await board(kids[2], 'board=coins');
    expect(full.body.entries.map((e) => e.rank)).toEqual([1, 2, 2, 4]);
    expect(full.body.me?.rank).toBe(2);
    expect(Object.keys(full.body.entries[0]).sort()).toEqual(['avatar', 'rank', 'username', 'value']);
  });

  it('ranks the highest level reached and the best verified gem run', async () => {
    for (const period of ['week', 'all']) {
      const levels = await board(kids[0], `board=level&period=${period}`);
      expect(levels.body.entries.map((e) => [e.username, e.value])).toEqual([[kids[4].username, 4], [kids[1].username, 2]]);
      expect(levels.body.me).toBeNull();
      const gems = await board(kids[3], `board=gems&period=${period}`);
      expect(gems.body.entries.map((e) => [e.username, e.value])).toEqual([[kids[2].username, 12], [kids[3].username, 5]]);
      expect(gems.body.me).toMatchObject({ rank: 2, value: 5 });
    }
  });

  it('lets a player choose an avatar, and answers an unknown one with 400 that changes nothing', async () => {
    const kid = kids[0];
    const set = await kid.post<{ success: boolean; user: PublicUser }>('/api/v1/account/avatar', { avatar_id: 1 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ success: true, user: { id: kid.userId, avatar_id: 1 } });
    expect((await kid.get<{ user: PublicUser }>('/api/v1/session')).body.user.avatar_id).toBe(1);
    for (const bad of [{ avatar_id: 13 }, { avatar_id: 0 }, { avatar_id: -1 }, { avatar_id: 2.5 }, { avatar_id: 'fox' }, { avatar_id: '2' }, {}]) {
      const r = await kid.post('/api/v1/account/avatar', bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field: 'avatar_id', error: 'Please choose one of the 12 avatars.' });
    }
    expect((await kid.get<{ user: PublicUser }>('/api/v1/session')).body.user.avatar_id).toBe(1);
    // Visitors have no avatar to set; a call without the page's CSRF token is refused.
    expect((await new TestClient(app.url).post('/api/v1/account/avatar', { avatar_id: 2 })).status).toBe(401);
    expect((await kid.post('/api/v1/account/avatar', { avatar_id: 2 }, { csrf: false })).status).toBe(403);
    // Kid 2 picks one and then goes back to the initial badge.
    expect((await kids[2].post('/api/v1/account/avatar', { avatar_id: 9 })).body).toMatchObject({ user: { avatar_id: 9 } });
    expect((await kids[2].post('/api/v1/account/avatar', { avatar_id: null })).body).toMatchObject({ user: { avatar_id: null } });
    expect((await kids[1].post('/api/v1/account/avatar', { avatar_id: 12 })).status).toBe(200);
  });

  it('lets a parent choose a child\'s avatar, and only their own child\'s', async () => {
    const parent = new TestClient(app.url);
    await parent.post('/users/sign_up', { username: `lb_${backend.slice(0, 2)}_mum`, password: 'hop-hop-hop', role: 'parent' });
    const made = await parent.post<{ child: PublicUser }>('/api/v1/children', { username: `lb_${backend.slice(0, 2)}_kid`, password: 'hop-hop-hop', display_name: 'Pip', grade: 1 });
    const childId = made.body.child.id;
    const set = await parent.post<{ child: PublicUser }>(`/api/v1/children/${childId}/avatar`, { avatar_id: 6 });
    expect(set.status).toBe(200);
    expect(set.body.child).toMatchObject({ id: childId, avatar_id: 6 });
    expect((await parent.get<{ children: PublicUser[] }>('/api/v1/children')).body.children[0].avatar_id).toBe(6);
    expect((await parent.post(`/api/v1/children/${childId}/avatar`, { avatar_id: 42 })).status).toBe(400);
    // Another family's child is not found; a student cannot use the parents' call.
    const other = await parent.post(`/api/v1/children/${kids[4].userId}/avatar`, { avatar_id: 3 });
    expect(other.status).toBe(404);
    expect((await kids[3].post(`/api/v1/children/${childId}/avatar`, { avatar_id: 3 })).status).toBe(403);
    expect((await kids[4].get<{ user: PublicUser }>('/api/v1/session')).body.user.avatar_id).toBeNull();
  });

  it('shows the chosen avatar ids (or the initial badge) and nothing else about a player', async () => {
    const r = await board(kids[3], 'board=coins&period=all');
    expect(r.body.entries.map((e) => [e.username, e.avatar.id])).toEqual([
      [kids[0].username, 1], [kids[1].username, 12], [kids[2].username, null], [kids[3].username, null],
    ]);
    for (const e of [...r.body.entries, r.body.me!]) {
      expect(Object.keys(e).sort()).toEqual(['avatar', 'rank', 'username', 'value']);
      expect(Object.keys(e.avatar).sort()).toEqual(['color', 'id', 'initial']);
      expect(e.avatar.initial).toBe('L');
      expect(e.avatar.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    const text = JSON.stringify(r.body);
    for (const secret of ['Secretname', 'grade', 'display_name', 'user_id', 'parent', 'role', 'freemium']) expect(text).not.toContain(secret);
    const me = await board(kids[0], 'board=coins&period=week');
    expect(me.body.me).toMatchObject({ username: kids[0].username, avatar: { id: 1 } });
  });

  it('answers visitors without a place, and bad parameters with 400', async () => {
    const v = new TestClient(app.url);
    const r = await board(v, '');
    expect(r.body).toMatchObject({ success: true, board: 'coins', period: 'week', me: null });
    for (const q of ['board=hearts', 'period=year', 'limit=0', 'limit=51', 'limit=abc', 'limit=1.5']) {
      const bad = await board(v, q);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code: 'invalid_input' });
    }
  });
});
