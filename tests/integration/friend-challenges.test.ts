// Friend challenges: made from a finished quiz, a workbook day or picked bank questions; a friend
// plays it with its code (challenge mode), and the challenger sees how they did. PGlite always,
// PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuestions } from '../../server/features/quiz/bank/index.ts';
import type { Challenge, ChallengeSource } from '../../server/features/challenges/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

describe.each(backends())('friend challenges on %s', (backend) => {
  let app: TestApp;
  let seq = 0;
  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app.stop(); });

  const signUp = async () => {
    const c = new TestClient(app.url);
    const username = `fc_${backend.slice(0, 2)}_${++seq}`;
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username, password: 'hop-hop-hop', role: 'student', grade: 3 });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id, username });
  };

  it('turns picked bank questions into a challenge a friend plays, and shows how the friend did', async () => {
    const me = await signUp();
    const bank = await me.get<{ questions: { id: string; text: string }[] }>('/api/v1/challenges/bank?subject=science&grade=3');
    expect(bank.body.questions.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(bank.body)).not.toContain('correct_index');
    const ids = bank.body.questions.slice(0, 3).map((q) => q.id);
    const made = await me.post<{ challenge: Challenge }>('/api/v1/challenges', { from: 'bank', title: 'Beat my science!', question_ids: ids });
    expect(made.status).toBe(201);
    const ch = made.body.challenge;
    expect(ch).toMatchObject({ title: 'Beat my science!', questions: 3, friends: [] });

    const friend = await signUp();
    const check = await friend.get<{ quiz_context: { quiz_mode: string }; question: { text: string } }>(`/api/quiz/question?quiz_code=${ch.code}`);
    expect(check.body.quiz_context.quiz_mode).toBe('friend');
    expect(bank.body.questions.slice(0, 3).map((q) => q.text)).toContain(check.body.question.text);
    const session = await friend.post<{ session: { id: number } }>('/api/quiz_game_sessions', { quiz_code: ch.code });
    await friend.send('PATCH', `/api/quiz_game_sessions/${session.body.session.id}`, { questions_answered: 3, questions_correct: 2, levels_climbed: 1 });
    const mine = await me.get<{ challenges: Challenge[] }>('/api/v1/challenges');
    expect(mine.body.challenges[0].friends).toEqual([expect.objectContaining({ username: friend.username, questions_answered: 3, questions_correct: 2, levels_climbed: 1 })]);
    expect((await friend.get<{ challenges: Challenge[] }>('/api/v1/challenges')).body.challenges).toEqual([]);
  });

  it('turns a finished class quiz into a challenge, and refuses quizzes not finished', async () => {
    const teacher = await app.services.auth.createUser({ username: `fc_t_${backend.slice(0, 2)}_${++seq}`, password: 'hop-hop-hop', displayName: 'T', role: 'teacher' });
    const quiz = await app.services.quiz.createQuiz(teacher.id, { title: 'Frogs', subject: 'science', grade: 2, mode: 'teacher', questions: [
      { text: 'Frogs start as?', choices: ['Tadpoles', 'Chicks'], correct_index: 0 },
      { text: 'Frogs live near?', choices: ['Water', 'Lava'], correct_index: 0 },
    ] });
    const kid = await signUp();
    const c = await kid.post<{ completion_id: number }>('/api/quiz_completions', { quiz_id: quiz.code, feature_type: 'jumping_game' });
    expect((await kid.post('/api/v1/challenges', { from: 'completion', completion_id: c.body.completion_id })).status).toBe(404);
    const qs = await app.services.quiz.quizzes.questionsOf(quiz.id);
    await kid.post(`/api/quiz_completions/${c.body.completion_id}/submit_results`, { answers: qs.map((q) => ({ question_id: `qq-${q.id}`, selected_choice_index: 0 })) });
    const sources = await kid.get<{ sources: ChallengeSource[] }>('/api/v1/challenges/sources');
    expect(sources.body.sources).toEqual([expect.objectContaining({ kind: 'completion', id: c.body.completion_id, title: 'Frogs' })]);
    const made = await kid.post<{ challenge: Challenge }>('/api/v1/challenges', { from: 'completion', completion_id: c.body.completion_id });
    expect(made.body.challenge).toMatchObject({ title: 'Frogs', questions: 2 });
    expect((await (await signUp()).post('/api/v1/challenges', { from: 'completion', completion_id: c.body.completion_id })).status).toBe(404);
  });

  it('checks every input and keeps visitors out', async () => {
    const me = await signUp();
    const some = listQuestions({ subject: 'math', grade: 2 }).slice(0, 3).map((q) => q.id);
    for (const [body, status] of [
      [{}, 400], [{ from: 'bank', question_ids: some.slice(0, 2) }, 400], [{ from: 'bank', question_ids: ['nope-1', 'nope-2', 'nope-3'] }, 422],
      [{ from: 'workbook', result_id: 999999 }, 404], [{ from: 'completion', completion_id: 'x' }, 400], [{ from: 'magic' }, 400],
    ] as const) expect((await me.post('/api/v1/challenges', body)).status).toBe(status);
    expect((await me.get('/api/v1/challenges/bank?subject=cooking&grade=3')).status).toBe(400);
    expect((await me.get('/api/v1/challenges/bank?subject=math&grade=12')).status).toBe(400);
    expect((await new TestClient(app.url).get('/api/v1/challenges')).status).toBe(401);
  });
});
