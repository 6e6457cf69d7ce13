// The summer workbook and the /quizzes list over real HTTP on the real composition root: a stable
// daily set per subject, day and grade, questions without their answers, answers checked by
// position, results stored with the server's score, and a clear 4xx for every bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySet, findQuestion } from '../../server/features/quiz/bank/index.ts';
import type { MyQuizzesResponse, WorkbookAnswerResponse, WorkbookQuestionResponse } from '../../server/features/workbook/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

const DAY = '2026-07-01';
const today = () => new Date().toISOString().slice(0, 10);

describe.each(backends())('summer workbook on %s', (backend) => {
  let app: TestApp;
  let seq = 0;
  const client = () => new TestClient(app.url);
  const signUp = async (role: 'student' | 'teacher' | 'parent', grade?: number) => {
    const c = client();
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username: `wb_${role.slice(0, 4)}_${backend.slice(0, 2)}_${++seq}`, password: 'hop-hop-hop', role, grade });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id });
  };
  const question = (c: TestClient, subject: string, n: number | string, date = DAY) => c.get<WorkbookQuestionResponse>(`/summer_workbook/${subject}/question?n=${n}${date ? `&date=${date}` : ''}`);
  const setOf = async (c: TestClient, subject: string, date = DAY) => {
    const out = [];
    for (let n = 1; n <= 10; n++) out.push((await question(c, subject, n, date)).body.question);
    return out;
  };

  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app?.stop(); });

  it('serves ten positions of a stable daily set, as JSON even when the browser asks for HTML', async () => {
    const c = client();
    const r = await c.request<WorkbookQuestionResponse>('GET', `/summer_workbook/science/question?n=1&date=${DAY}`, undefined, { Accept: 'text/html' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.body.status).toBe('ok');
    const first = await setOf(c, 'science');
    const again = await setOf(client(), 'science');
    expect(again.map((q) => q.id)).toEqual(first.map((q) => q.id));
    expect(new Set(first.map((q) => q.id)).size).toBe(10);
    expect(first.map((q) => q.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The visitor's set is the bank's daily set for the default grade, in order.
    expect(first.map((q) => q.id)).toEqual(dailySet({ subject: 'science', grade: 3, date: DAY }).map((q) => q.id));
    const other = await setOf(c, 'science', '2026-07-02');
    expect(other.map((q) => q.id)).not.toEqual(first.map((q) => q.id));
    const q = first[0];
    expect(q).toMatchObject({ subject: 'science', grade: 3, date: DAY, quiz_id: `workbook-science-${DAY}` });
    expect(q.choices.map((ch) => ch.index)).toEqual(q.choices.map((_, i) => i));
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('correct');
    expect(text).not.toContain('explanation');
  });

  it('serves today without a date, and the page itself stays the web client', async () => {
    const c = client();
    const r = await c.get<WorkbookQuestionResponse>('/summer_workbook/math/question?n=3');
    expect(r.status).toBe(200);
    expect(r.body.question.date).toBe(today());
    const page = await c.request<string>('GET', '/summer_workbook/math', undefined, { Accept: 'text/html' });
    // dist/ may not be built in this run: either the page or the "not built yet" notice, never JSON.
    expect(page.headers.get('content-type')).toMatch(/text\/(html|plain)/);
  });

  it('gives each student their own grade and everyone else the default grade', async () => {
    const kinder = await signUp('student', 0);
    const seventh = await signUp('student', 7);
    const parent = await signUp('parent');
    const k = await setOf(kinder, 'history');
    const s = await setOf(seventh, 'history');
    expect(k.every((q) => q.grade === 0)).toBe(true);
    expect(s.every((q) => q.grade === 7)).toBe(true);
    expect(k.map((q) => q.id)).toEqual(dailySet({ subject: 'history', grade: 0, date: DAY }).map((q) => q.id));
    expect(s.map((q) => q.id)).toEqual(dailySet({ subject: 'history', grade: 7, date: DAY }).map((q) => q.id));
    // The set leans on the student's own grade: about half of it comes from that grade.
    expect(s.filter((q) => findQuestion(q.id)?.grade === 7).length).toBeGreaterThanOrEqual(4);
    expect((await question(parent, 'history', 1)).body.question.grade).toBe(3);
    const math = await setOf(kinder, 'math');
    expect(math.every((q) => q.id.startsWith('math-0-'))).toBe(true);
  });

  it('checks an answer by position and only then tells the answer and explanation', async () => {
    const c = client();
    const q = (await question(c, 'geography', 4)).body.question;
    const bank = findQuestion(q.id)!;
    const wrong = (bank.correct_index + 1) % bank.choices.length;
    const good = await c.post<WorkbookAnswerResponse>('/summer_workbook/geography/answer', { n: 4, date: DAY, selected_index: bank.correct_index });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ status: 'ok', correct: true, correct_index: bank.correct_index, correct_choice: bank.choices[bank.correct_index], explanation: bank.explanation });
    const bad = await c.post<WorkbookAnswerResponse>('/summer_workbook/geography/answer', { n: 4, date: DAY, selected_index: wrong });
    expect(bad.body.correct).toBe(false);
    const noCsrf = await c.post('/summer_workbook/geography/answer', { n: 4, date: DAY, selected_index: 0 }, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  it('answers every bad input with a clear 4xx in the error shape', async () => {
    const c = client();
    const cases: [string, number, string][] = [
      ['/summer_workbook/cooking/question?n=1', 400, 'There is no workbook for that subject'],
      ['/summer_workbook/math/question', 400, 'Please give the question number n'],
      ['/summer_workbook/math/question?n=0', 400, 'whole number from 1 to 10'],
      ['/summer_workbook/math/question?n=11', 400, 'whole number from 1 to 10'],
      ['/summer_workbook/math/question?n=2.5', 400, 'whole number from 1 to 10'],
      ['/summer_workbook/math/question?n=1&n=2', 400, 'whole number from 1 to 10'],
      ['/summer_workbook/math/question?n=1&date=2026-02-30', 400, 'not a real calendar day'],
      ['/summer_workbook/math/question?n=1&date=July', 400, 'YYYY-MM-DD'],
      ['/summer_workbook/math/question?n=1&date=1999-01-01', 400, 'date must be a day from'],
      ['/summer_workbook/math/question?n=1&date=2999-01-01', 400, 'date must be a day from'],
    ];
    for (const [path, status, error] of cases) {
      const r = await c.get<{ success: boolean; error: string; code: string }>(path);
      expect({ path, status: r.status }).toEqual({ path, status });
      expect(r.body.success).toBe(false);
      expect(r.body.error).toContain(error);
    }
    const answer = async (body: unknown) => (await c.post<{ error: string }>('/summer_workbook/math/answer', body)).status;
    expect(await answer({ n: 1, date: DAY })).toBe(400);
    expect(await answer({ n: 1, date: DAY, selected_index: 9 })).toBe(400);
    expect(await answer({ n: 1, date: DAY, selected_index: '1' })).toBe(400);
    expect(await answer({ n: 12, selected_index: 0 })).toBe(400);
    expect((await c.post('/summer_workbook/math/answer', undefined, { raw: '{nope' })).status).toBe(400);
  });

  it('stores a signed-in finished quiz with the score the server computed', async () => {
    const student = await signUp('student', 5);
    const set = dailySet({ subject: 'math', grade: 5, date: DAY });
    const answers = set.map((q, i) => {
      const selectedIndex = i < 7 ? q.correct_index : (q.correct_index + 1) % q.choices.length;
      return { questionId: q.id, selectedIndex, isCorrect: true, questionText: q.text, answerText: q.choices[selectedIndex] };
    });
    const payload = { score: 10, total_questions: 10, subject: 'math', grade: 5, quiz_id: `workbook-math-${DAY}`, answers };
    expect((await client().post('/api/v1/workbook_results', payload)).status).toBe(401);
    const r = await student.post<{ score: number; total_questions: number }>('/api/v1/workbook_results', payload);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, score: 7, total_questions: 10 });

    const bad = async (over: Record<string, unknown>) => (await student.post<{ code: string }>('/api/v1/workbook_results', { ...payload, ...over })).body.code;
    expect(await bad({ quiz_id: `workbook-science-${DAY}` })).toBe('subject_mismatch');
    expect(await bad({ answers: [...answers].reverse() })).toBe('not_in_workbook');
    expect(await bad({ answers: answers.slice(0, 9) })).toBe('invalid_input');
    expect(await bad({ total_questions: 9 })).toBe('invalid_input');
    expect(await bad({ quiz_id: 'MATH01' })).toBe('invalid_input');

    const mine = await student.get<MyQuizzesResponse>('/api/v1/my_quizzes');
    expect(mine.body.past_results[0]).toMatchObject({ kind: 'workbook', title: 'Summer Workbook: Math', subject: 'math', score: 7, total_questions: 10 });
  });

  it('lists the subjects for visitors, and class quizzes and past results for a player', async () => {
    const visitor = await client().get<MyQuizzesResponse>('/api/v1/my_quizzes');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ success: true, signed_in: false, grade: 3, class_quizzes: [], past_results: [] });
    expect(visitor.body.subjects.map((s) => s.subject)).toEqual(['math', 'science', 'history', 'geography', 'language_arts']);
    expect(visitor.body.subjects[0]).toMatchObject({ title: 'Math', path: '/summer_workbook/math' });

    const teacher = await signUp('teacher');
    const questions = [
      { text: 'What is 3 + 4?', choices: ['6', '7', '8'], correct_index: 1 },
      { text: 'What is 5 + 5?', choices: ['10', '11'], correct_index: 0 },
    ];
    const played = await app.services.quiz.createQuiz(teacher.userId, { title: 'Adding Fun', subject: 'math', grade: 4, mode: 'teacher', questions });
    const finished = await app.services.quiz.createQuiz(teacher.userId, { title: 'Friend Sums', subject: 'math', grade: 4, mode: 'friend', questions });
    const unplayed = await app.services.quiz.createQuiz(teacher.userId, { title: 'Never Seen', subject: 'math', grade: 4, mode: 'teacher', questions });
    const student = await signUp('student', 4);
    expect((await student.post('/api/quiz_game_sessions', { quiz_code: played.code })).status).toBe(201);
    const start = await student.post<{ completion_id: number }>('/api/quiz_completions', { quiz_id: finished.code, feature_type: 'jumping_game' });
    expect(start.status).toBe(201);
    const all = await student.get<{ questions: { id: string }[] }>(`/api/quiz/all_questions?quiz_code=${finished.code}`);
    const submitted = await student.post(`/api/quiz_completions/${start.body.completion_id}/submit_results`, {
      answers: all.body.questions.map((q) => ({ question_id: q.id, selected_choice_index: 1 })),
    });
    expect(submitted.status).toBe(200);

    const mine = (await student.get<MyQuizzesResponse>('/api/v1/my_quizzes')).body;
    expect(mine.signed_in).toBe(true);
    expect(mine.grade).toBe(4);
    expect(mine.class_quizzes.map((q) => q.code).sort()).toEqual([played.code, finished.code].sort());
    expect(mine.class_quizzes.map((q) => q.code)).not.toContain(unplayed.code);
    expect(mine.class_quizzes.find((q) => q.code === finished.code)).toMatchObject({ title: 'Friend Sums', mode: 'friend', subject: 'math' });
    expect(mine.past_results).toEqual([expect.objectContaining({ kind: 'quiz', title: 'Friend Sums', score: 1, total_questions: 2 })]);

    // Another player sees none of it.
    const other = (await (await signUp('student', 4)).get<MyQuizzesResponse>('/api/v1/my_quizzes')).body;
    expect(other.class_quizzes).toEqual([]);
    expect(other.past_results).toEqual([]);
  });
});
