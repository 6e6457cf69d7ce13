// Jump game calls over real HTTP on the real composition root: progress (no skipping levels, never
// down, visitors save nothing), the generated levels, bounded gem saves, and quiz game sessions
// (owner only, counters only grow), with a clear 4xx for every bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLevel } from '../../sim/brain-climb/level.ts';
import type { GameSession } from '../../server/features/jump-game/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

const LEVEL_ERROR = 'Level must be a whole number from 1 to 1000.';
type Progress = { success: boolean; highest_level: number; total_gems: number };
type SessionReply = { success: boolean; session: GameSession };

describe.each(backends())('jump game API on %s', (backend) => {
  let app: TestApp;
  let quizCode: string;
  let seq = 0;
  const client = () => new TestClient(app.url);
  const signUp = async () => {
    const c = client();
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username: `jumper_${backend.slice(0, 2)}_${++seq}`, password: 'hop-hop-hop', role: 'student', grade: 2 });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id });
  };

  beforeAll(async () => {
    app = await startTestApp(backend);
    const teacher = await signUp();
    const quiz = await app.services.quiz.createQuiz(teacher.userId, { title: 'Lily pads', subject: 'math', grade: 2, mode: 'teacher', questions: [{ text: '1 + 1?', choices: ['2', '3'], correct_index: 0 }] });
    quizCode = quiz.code;
  });
  afterAll(async () => { await app?.stop(); });

  describe('levels', () => {
    it('serves the generator’s level for the fixed seed level-<n>', async () => {
      for (const n of [1, 7, 1000]) {
        const r = await client().get<{ success: boolean; data: Record<string, unknown[]> }>(`/api/jump_game/levels/${n}`);
        expect(r.status).toBe(200);
        const { platforms, orbs, coins, gems } = generateLevel(n, `level-${n}`);
        expect(r.body).toEqual({ success: true, data: { platforms, orbs, coins, gems } });
      }
      const one = (await client().get<{ data: { platforms: { id: string; x: number; y: number; size: number; is_moving: boolean; move_speed: number; move_range: number }[]; orbs: { energy_value: number }[] } }>('/api/jump_game/levels/1')).body.data;
      expect(one.platforms[0].id).toContain('ground');
      expect(one.platforms.at(-1)!.id).toContain('goal');
      expect(Object.keys(one.platforms[1]).sort()).toEqual(['id', 'is_moving', 'move_range', 'move_speed', 'size', 'x', 'y']);
    });

    it.each(['0', '-1', '1001', '1000000000', 'abc', '1.5', '1e3', '%20', '99999999999999999999'])('rejects level %s with 400', async (level) => {
      const r = await client().get(`/api/jump_game/levels/${level}`);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ success: false, error: LEVEL_ERROR, code: 'invalid_input', field: 'level' });
    });
  });

  describe('progress', () => {
    it('starts at level 1 for visitors and new players', async () => {
      expect((await client().get('/api/jump_game/user_progress')).body).toEqual({ success: true, highest_level: 1 });
      expect((await (await signUp()).get('/api/jump_game/user_progress')).body).toEqual({ success: true, highest_level: 1 });
    });

    // What a Brain Climb room records (climb_records), done here directly; the room tests play it.
    const roomSaw = async (userId: number, level: number, opts: { gems?: number; complete?: boolean } = {}) => {
      const records = app.services.climbRecords;
      const id = await records.start(userId, level, 'room-under-test', null);
      for (let i = 0; i < (opts.gems ?? 0); i++) await records.addGem(id);
      if (opts.complete) await records.complete(id, userId, level, { energy: 80, maxJumps: 3, gems: opts.gems ?? 0, coins: 0, orbs: 0 });
    };

    it('unlocks a level only when a room saw the one before completed, and never goes down', async () => {
      const kid = await signUp();
      const save = (level: number, gems = 0) => kid.post<Progress>('/api/jump_game/save_progress', { jump_level_reached: level, total_gems: gems });
      const early = await save(2);
      expect(early.status).toBe(422);
      expect(early.body).toMatchObject({ success: false, error: 'Reach the goal of the level before this one to unlock it.', code: 'level_locked' });
      await roomSaw(kid.userId, 1, { complete: true });
      expect((await save(2)).body).toEqual({ success: true, highest_level: 2, total_gems: 0 });
      expect((await save(4)).status).toBe(422);
      expect((await save(1000)).status).toBe(422);
      expect((await save(1)).body).toMatchObject({ highest_level: 2 });
      await roomSaw(kid.userId, 2, { complete: true });
      expect((await save(3)).body).toMatchObject({ highest_level: 3 });
      expect((await kid.get('/api/jump_game/user_progress')).body).toEqual({ success: true, highest_level: 3 });
    });

    it('adds only gems a room saw collected, each once', async () => {
      const kid = await signUp();
      expect((await kid.post<Progress>('/api/jump_game/save_gems', { gems_collected: 5 })).body).toEqual({ success: true, highest_level: 1, total_gems: 0 });
      await roomSaw(kid.userId, 1, { gems: 3 });
      expect((await kid.post<Progress>('/api/jump_game/save_gems', { gems_collected: 2 })).body.total_gems).toBe(2);
      expect((await kid.post<Progress>('/api/jump_game/save_gems', { gems_collected: 10_000 })).body.total_gems).toBe(3);
      expect((await kid.post<Progress>('/api/jump_game/save_gems', { gems_collected: 10_000 })).body.total_gems).toBe(3);
      // The client's total can raise the stored one only by unclaimed gems, and never lowers it.
      await roomSaw(kid.userId, 1, { gems: 2, complete: true });
      const raised = (await kid.post<Progress>('/api/jump_game/save_progress', { jump_level_reached: 2, total_gems: 1_000_000 })).body;
      expect(raised).toEqual({ success: true, highest_level: 2, total_gems: 5 });
      expect((await kid.post<Progress>('/api/jump_game/save_progress', { jump_level_reached: 2, total_gems: 0 })).body.total_gems).toBe(5);
    });

    it('saves nothing for visitors (401)', async () => {
      const v = client();
      for (const [path, body] of [['save_progress', { jump_level_reached: 2, total_gems: 5 }], ['save_gems', { gems_collected: 3 }]] as const) {
        const r = await v.post(`/api/jump_game/${path}`, body);
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ success: false, code: 'not_signed_in' });
      }
    });

    it.each([
      ['save_progress', {}, 'jump_level_reached'],
      ['save_progress', { jump_level_reached: 2 }, 'total_gems'],
      ['save_progress', { jump_level_reached: 0, total_gems: 0 }, 'jump_level_reached'],
      ['save_progress', { jump_level_reached: 1001, total_gems: 0 }, 'jump_level_reached'],
      ['save_progress', { jump_level_reached: 1.5, total_gems: 0 }, 'jump_level_reached'],
      ['save_progress', { jump_level_reached: '2', total_gems: 0 }, 'jump_level_reached'],
      ['save_progress', { jump_level_reached: 1e300, total_gems: 0 }, 'jump_level_reached'],
      ['save_progress', { jump_level_reached: 2, total_gems: -1 }, 'total_gems'],
      ['save_progress', { jump_level_reached: 2, total_gems: 1_000_001 }, 'total_gems'],
      ['save_progress', { jump_level_reached: 2, total_gems: null }, 'total_gems'],
      ['save_gems', {}, 'gems_collected'],
      ['save_gems', { gems_collected: -1 }, 'gems_collected'],
      ['save_gems', { gems_collected: 10_001 }, 'gems_collected'],
      ['save_gems', { gems_collected: 'many' }, 'gems_collected'],
      ['save_gems', { gems_collected: 2.5 }, 'gems_collected'],
    ] as [string, Record<string, unknown>, string][])('%s rejects %j with 400 on %s', async (path, body, field) => {
      const kid = await signUp();
      const r = await kid.post(`/api/jump_game/${path}`, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field });
      expect((await kid.get('/api/jump_game/user_progress')).body).toEqual({ success: true, highest_level: 1 });
    });
  });

  describe('quiz game sessions', () => {
    it('starts, counts up and completes a session', async () => {
      const kid = await signUp();
      const start = await kid.post<SessionReply>('/api/quiz_game_sessions', { quiz_code: ` ${quizCode.toLowerCase()} ` });
      expect(start.status).toBe(201);
      const id = start.body.session.id;
      expect(start.body).toEqual({ success: true, session: { id, quiz_code: quizCode, questions_answered: 0, questions_correct: 0, levels_climbed: 0, completed_at: null } });
      const up = await kid.send<SessionReply>('PATCH', `/api/quiz_game_sessions/${id}`, { questions_answered: 4, questions_correct: 3, levels_climbed: 1 });
      expect(up.body.session).toMatchObject({ questions_answered: 4, questions_correct: 3, levels_climbed: 1 });
      expect((await kid.send<SessionReply>('PATCH', `/api/quiz_game_sessions/${id}`, { levels_climbed: 2 })).body.session).toMatchObject({ questions_answered: 4, levels_climbed: 2 });

      const down = await kid.send('PATCH', `/api/quiz_game_sessions/${id}`, { questions_answered: 3, questions_correct: 3, levels_climbed: 2 });
      expect(down.status).toBe(422);
      expect(down.body).toMatchObject({ success: false, code: 'counter_decreased' });
      const tooMany = await kid.send('PATCH', `/api/quiz_game_sessions/${id}`, { questions_correct: 5 });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body).toMatchObject({ code: 'invalid_counters', field: 'questions_correct' });

      const done = await kid.post<SessionReply>(`/api/quiz_game_sessions/${id}/complete`);
      expect(done.status).toBe(200);
      expect(done.body.session.completed_at).toEqual(expect.any(String));
      expect((await kid.post<SessionReply>(`/api/quiz_game_sessions/${id}/complete`)).body.session.completed_at).toBe(done.body.session.completed_at);
      expect((await kid.send('PATCH', `/api/quiz_game_sessions/${id}`, { levels_climbed: 3 })).status).toBe(409);
    });

    it('keeps one player’s session from another (404) and from visitors (401)', async () => {
      const owner = await signUp();
      const id = (await owner.post<SessionReply>('/api/quiz_game_sessions', { quiz_code: quizCode })).body.session.id;
      const other = await signUp();
      for (const r of [await other.send('PATCH', `/api/quiz_game_sessions/${id}`, { levels_climbed: 9 }), await other.post(`/api/quiz_game_sessions/${id}/complete`)]) {
        expect(r.status).toBe(404);
        expect(r.body).toMatchObject({ success: false, code: 'session_not_found' });
      }
      const visitor = client();
      expect((await visitor.post('/api/quiz_game_sessions', { quiz_code: quizCode })).status).toBe(401);
      expect((await visitor.send('PATCH', `/api/quiz_game_sessions/${id}`, { levels_climbed: 9 })).status).toBe(401);
      expect((await visitor.post(`/api/quiz_game_sessions/${id}/complete`)).status).toBe(401);
      expect((await owner.send<SessionReply>('PATCH', `/api/quiz_game_sessions/${id}`, { levels_climbed: 1 })).body.session).toMatchObject({ levels_climbed: 1, completed_at: null });
    });

    it.each([
      [{ quiz_code: 'ZZZZZZ' }, 404, 'quiz_not_found'],
      [{ quiz_code: 'AB-123' }, 400, 'invalid_quiz_code'],
      [{ quiz_code: 'TOOLONG' }, 400, 'invalid_quiz_code'],
      [{ quiz_code: '' }, 400, 'invalid_input'],
      [{}, 400, 'invalid_input'],
      [{ quiz_code: 123456 }, 400, 'invalid_input'],
    ] as [Record<string, unknown>, number, string][])('rejects starting %j with %i', async (body, status, code) => {
      const r = await (await signUp()).post('/api/quiz_game_sessions', body);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ success: false, code });
      if (code === 'quiz_not_found') expect(r.body).toEqual({ success: false, error: 'Quiz code not found. Please check the code and try again.', code });
    });

    it('rejects bad updates and ids with 400 and unknown ids with 404', async () => {
      const kid = await signUp();
      const id = (await kid.post<SessionReply>('/api/quiz_game_sessions', { quiz_code: quizCode })).body.session.id;
      const cases: [string, unknown, number, string?][] = [
        [`${id}`, {}, 400],
        [`${id}`, { questions_answered: -1 }, 400, 'questions_answered'],
        [`${id}`, { questions_answered: 1.5 }, 400, 'questions_answered'],
        [`${id}`, { questions_answered: '3' }, 400, 'questions_answered'],
        [`${id}`, { levels_climbed: 1e12 }, 400, 'levels_climbed'],
        [`${id}`, { questions_correct: null }, 400, 'questions_correct'],
        ['abc', { levels_climbed: 1 }, 400, 'id'],
        ['0', { levels_climbed: 1 }, 400, 'id'],
        ['-3', { levels_climbed: 1 }, 400, 'id'],
        ['99999999999', { levels_climbed: 1 }, 400, 'id'],
        ['999999', { levels_climbed: 1 }, 404],
      ];
      for (const [path, body, status, field] of cases) {
        const r = await kid.send('PATCH', `/api/quiz_game_sessions/${path}`, body);
        expect([path, body, r.status]).toEqual([path, body, status]);
        expect(r.body).toMatchObject({ success: false, ...(field ? { field } : {}) });
      }
      expect((await kid.post('/api/quiz_game_sessions/abc/complete')).status).toBe(400);
      expect((await kid.post('/api/quiz_game_sessions/999999/complete')).status).toBe(404);
      expect((await kid.send<SessionReply>('PATCH', `/api/quiz_game_sessions/${id}`, { questions_answered: 1 })).body.session).toMatchObject({ questions_answered: 1, questions_correct: 0, levels_climbed: 0 });
    });
  });
});
