// Quiz calls over real HTTP on the real composition root: questions from the bank and from quiz
// codes (never with their answers), server-checked answers, the 3-distinct-correct refill and its
// one-time token, quiz completions with recomputed results, and a clear 4xx for every bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findQuestion } from '../../server/features/quiz/bank/index.ts';
import type { QuestionResponse } from '../../server/features/quiz/schema.ts';
import { ANSWERS_PER_MINUTE } from '../../server/app.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';

const NOT_FOUND = { success: false, error: 'Quiz code not found. Please check the code and try again.', code: 'quiz_not_found' };
const QUESTIONS = [
  { text: 'What is 3 + 4?', choices: ['6', '7', '8'], correct_index: 1, explanation: '3 + 4 = 7.' },
  { text: 'Which is a mammal?', choices: ['Frog', 'Whale', 'Trout', 'Newt'], correct_index: 1, explanation: '' },
  { text: 'What is 10 - 3?', choices: ['7', '6'], correct_index: 0 },
  { text: 'Which planet is red?', choices: ['Venus', 'Mars', 'Earth'], correct_index: 1 },
  { text: 'What is 2 x 5?', choices: ['10', '12', '25'], correct_index: 0 },
];
type Reply = { status: number; body: unknown };
type AnswerBody = { correct: boolean; correct_index: number; correct_choice: string; explanation: string; refill: { correct_distinct: number; required: number; complete: boolean; token?: string } };

describe.each(backends())('quiz API on %s', (backend) => {
  let app: TestApp;
  let teacherId: number;
  let quiz: { id: number; code: string; title: string };
  let qids: string[];
  const client = () => new TestClient(app.url);
  let seq = 0;
  const signUp = async (role: 'student' | 'teacher' | 'parent' = 'student', grade = 3) => {
    const c = client();
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username: `${role.slice(0, 4)}_${backend.slice(0, 2)}_${++seq}`, password: 'hop-hop-hop', role, grade });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id });
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const makeQuiz = (over: Record<string, unknown> = {}) => app.services.quiz.createQuiz(teacherId, { title: 'Frog Facts', subject: 'science', grade: 2, mode: 'teacher', questions: QUESTIONS, ...over });
  const noAnswers = (r: Reply) => {
    const text = JSON.stringify(r.body);
    expect(text).not.toContain('correct_index');
    expect(text).not.toContain('explanation');
  };
  /** Shows the question to this player first (as the game does), then answers it. */
  const serve = async (c: TestClient, question_id: string) => {
    await c.csrf();
    const code = question_id.startsWith('qq-') ? `quiz_code=${quiz.code}&` : '';
    const r = await c.get<QuestionResponse>(`/api/quiz/question?${code}prioritize_questions=${question_id}`);
    expect(r.body.question.id).toBe(question_id);
  };
  const answerUnserved = (c: TestClient, question_id: string, selected_index: number) => c.post<AnswerBody>('/api/quiz/answer', { question_id, selected_index });
  const answer = async (c: TestClient, question_id: string, selected_index: number) => {
    await serve(c, question_id);
    return answerUnserved(c, question_id, selected_index);
  };

  beforeAll(async () => {
    app = await startTestApp(backend);
    teacherId = (await signUp('teacher')).userId;
    quiz = await makeQuiz();
    qids = (await client().get<{ questions: { id: string }[] }>(`/api/quiz/all_questions?quiz_code=${quiz.code}`)).body.questions.map((q) => q.id);
  });
  afterAll(async () => { await app?.stop(); });

  describe('GET /api/quiz/question', () => {
    it('gives a visitor a practice question from the bank, without its answer', async () => {
      for (let i = 0; i < 5; i++) {
        const r = await client().get<QuestionResponse>('/api/quiz/question');
        expect(r.status).toBe(200);
        noAnswers(r);
        const { question, user_context, quiz_context } = r.body;
        expect(quiz_context).toEqual({ quiz_mode: 'practice' });
        expect(user_context).toEqual({ logged_in: false, user_grade: null, question_grade: question.grade });
        expect(question.quiz_title).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* Practice$/);
        expect(question.choices.map((c) => c.index)).toEqual(question.choices.map((_, i) => i));
        expect(findQuestion(question.id)?.text).toBe(question.text);
      }
    });

    it('gives a signed-in student questions of their grade; teachers get any grade', async () => {
      const kid = await signUp('student', 5);
      for (let i = 0; i < 6; i++) {
        const r = await kid.get<QuestionResponse>('/api/quiz/question?quiz_code=&prioritize_questions=');
        expect(r.body.user_context).toEqual({ logged_in: true, user_grade: 5, question_grade: 5 });
        expect(r.body.question.grade).toBe(5);
      }
      const teacher = await signUp('teacher');
      const grades = new Set<number | null>();
      for (let i = 0; i < 20; i++) grades.add((await teacher.get<QuestionResponse>('/api/quiz/question')).body.question.grade);
      expect(grades.size).toBeGreaterThan(1);
    });

    it('serves a quiz by code in any case, varying the questions', async () => {
      const c = client();
      await c.csrf(); // the page sets the browser cookie that keys the recent-questions memory
      const seen = new Set<string>();
      for (let i = 0; i < QUESTIONS.length; i++) {
        const r = await c.get<QuestionResponse>(`/api/quiz/question?quiz_code=%20${quiz.code.toLowerCase()}%20`);
        expect(r.status).toBe(200);
        noAnswers(r);
        expect(r.body.quiz_context).toEqual({ quiz_mode: 'teacher' });
        expect(r.body.question).toMatchObject({ quiz_title: 'Frog Facts', subject: 'science', grade: 2 });
        expect(qids).toContain(r.body.question.id);
        seen.add(r.body.question.id);
      }
      expect(seen.size).toBe(QUESTIONS.length); // the last few are avoided while others remain
      const friend = await makeQuiz({ mode: 'friend', title: 'Beat me!' });
      expect((await c.get<QuestionResponse>(`/api/quiz/question?quiz_code=${friend.code}`)).body.quiz_context.quiz_mode).toBe('friend');
    });

    it('puts a valid prioritized id first and ignores malformed or foreign ones', async () => {
      const target = qids[3];
      for (let i = 0; i < 3; i++) {
        const r = await client().get<QuestionResponse>(`/api/quiz/question?quiz_code=${quiz.code}&prioritize_questions=${encodeURIComponent(`bad id!,qq-999999,math-3-zzz-1,,${target},${qids[0]}`)}`);
        expect(r.body.question.id).toBe(target);
      }
      const bankId = (await client().get<QuestionResponse>('/api/quiz/question')).body.question.id;
      const r = await client().get<QuestionResponse>(`/api/quiz/question?prioritize_questions=${target},${bankId}`);
      expect(r.body.question.id).toBe(bankId); // a quiz question is not a bank id
      const junk = await client().get<QuestionResponse>('/api/quiz/question?prioritize_questions=%3Cscript%3E,qq-abc');
      expect(junk.status).toBe(200);
    });

    it('answers the built-in question for a quiz without questions', async () => {
      const empty = await makeQuiz({ questions: [], mode: 'friend' });
      const r = await client().get<QuestionResponse>(`/api/quiz/question?quiz_code=${empty.code}`);
      expect(r.status).toBe(200);
      expect(r.body.question).toMatchObject({ text: 'What is 2 + 2?', quiz_title: 'Math Practice', subject: 'math' });
      expect(r.body.question.choices.map((c) => c.text)).toEqual(['3', '4', '5', '6']);
      expect(r.body.quiz_context.quiz_mode).toBe('friend');
      expect((await answer(client(), r.body.question.id, 1)).body.correct).toBe(true);
    });

    it('answers 404 for an unknown or archived code and 400 for a malformed one', async () => {
      expect((await client().get('/api/quiz/question?quiz_code=ZZZZZZ')).body).toEqual(NOT_FOUND);
      expect((await client().get('/api/quiz/question?quiz_code=ZZZZZZ')).status).toBe(404);
      const old = await makeQuiz();
      await app.database.db.execute(sql`update quizzes set archived_at = now() where id = ${old.id}`);
      expect((await client().get(`/api/quiz/question?quiz_code=${old.code}`)).status).toBe(404);
      expect((await client().get(`/api/quiz/all_questions?quiz_code=${old.code}`)).body).toEqual(NOT_FOUND);
      for (const bad of ['ABCDEFG', 'AB-12', '%3Cb%3E', 'A%20B']) {
        const r = await client().get(`/api/quiz/question?quiz_code=${bad}`);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false, error: NOT_FOUND.error, code: 'invalid_quiz_code' });
      }
    });

    it.each([
      ['quiz_code=A&quiz_code=B', 'quiz_code'],
      [`prioritize_questions=${Array.from({ length: 21 }, (_, i) => `qq-${i + 1}`).join(',')}`, 'prioritize_questions'],
      [`prioritize_questions=${'x'.repeat(41)}`, 'prioritize_questions'],
      [`prioritize_questions=${'x,'.repeat(1500)}`, 'prioritize_questions'],
      ['prioritize_questions=a&prioritize_questions=b', 'prioritize_questions'],
    ])('rejects ?%s with 400 on %s', async (query, field) => {
      const r = await client().get(`/api/quiz/question?${query}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field });
    });
  });

  describe('GET /api/quiz/all_questions', () => {
    it('lists the quiz questions in order, without answers', async () => {
      const r = await client().get<{ success: boolean; quiz: unknown; questions: { id: string; text: string; choices: unknown[]; quiz_title: string; subject: string }[] }>(`/api/quiz/all_questions?quiz_code=${quiz.code.toLowerCase()}`);
      expect(r.status).toBe(200);
      noAnswers(r);
      expect(r.body.quiz).toEqual({ id: quiz.id, title: 'Frog Facts' });
      expect(r.body.questions.map((q) => q.text)).toEqual(QUESTIONS.map((q) => q.text));
      expect(r.body.questions[0]).toEqual({ id: qids[0], text: 'What is 3 + 4?', choices: [{ text: '6', index: 0 }, { text: '7', index: 1 }, { text: '8', index: 2 }], quiz_title: 'Frog Facts', subject: 'science' });
    });

    it.each([
      ['', 400, 'invalid_input'], ['?quiz_code=', 400, 'invalid_input'], ['?quiz_code=%20', 400, 'invalid_input'],
      ['?quiz_code=TOO_LONG', 400, 'invalid_quiz_code'], ['?quiz_code=QQQQQQ', 404, 'quiz_not_found'],
    ])('answers %s with %i %s', async (query, status, code) => {
      const r = await client().get(`/api/quiz/all_questions${query}`);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ success: false, code });
    });
  });

  describe('POST /api/quiz/answer', () => {
    it('checks answers on the server and records them', async () => {
      const kid = await signUp();
      const right = await answer(kid, qids[0], 1);
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({ success: true, correct: true, correct_index: 1, correct_choice: '7', explanation: '3 + 4 = 7.' });
      const wrong = await answer(kid, qids[1], 0);
      expect(wrong.body).toMatchObject({ correct: false, correct_index: 1, correct_choice: 'Whale', explanation: 'Good try! Keep learning!' });
      const bank = (await kid.get<QuestionResponse>('/api/quiz/question')).body.question;
      const expected = findQuestion(bank.id)!;
      const b = await answer(kid, bank.id, expected.correct_index);
      expect(b.body).toMatchObject({ correct: true, correct_index: expected.correct_index, correct_choice: expected.choices[expected.correct_index] });
      const saved = await rows<{ question_id: string; correct: boolean; quiz_id: number | null }>(sql`select question_id, correct, quiz_id from quiz_answers where user_id = ${kid.userId} order by id`);
      expect(saved).toEqual([{ question_id: qids[0], correct: true, quiz_id: quiz.id }, { question_id: qids[1], correct: false, quiz_id: quiz.id }, { question_id: bank.id, correct: true, quiz_id: null }]);
    });

    it.each([
      [{ question_id: 'qq-999999', selected_index: 0 }, 404, 'question_not_found', undefined],
      [{ question_id: 'qq-99999999999', selected_index: 0 }, 404, 'question_not_found', undefined],
      [{ question_id: 'no-such-question', selected_index: 0 }, 404, 'question_not_found', undefined],
      [{ question_id: 'math-3-nope-1', selected_index: 0 }, 404, 'question_not_found', undefined],
      [{ question_id: 'QID0', selected_index: 3 }, 400, 'invalid_input', 'selected_index'],
      [{ question_id: 'QID0', selected_index: 99 }, 400, 'invalid_input', 'selected_index'],
      [{ question_id: 'QID0', selected_index: -1 }, 400, 'invalid_input', 'selected_index'],
      [{ question_id: 'QID0', selected_index: 1.5 }, 400, 'invalid_input', 'selected_index'],
      [{ question_id: 'QID0', selected_index: '1' }, 400, 'invalid_input', 'selected_index'],
      [{ question_id: 'QID0', selected_index: 1e300 }, 400, 'invalid_input', 'selected_index'],
      [{ question_id: 'QID0' }, 400, 'invalid_input', 'selected_index'],
      [{ selected_index: 0 }, 400, 'invalid_input', 'question_id'],
      [{ question_id: 42, selected_index: 0 }, 400, 'invalid_input', 'question_id'],
      [{ question_id: 'x'.repeat(41), selected_index: 0 }, 400, 'invalid_input', 'question_id'],
      [{ question_id: ['qq-1'], selected_index: 0 }, 400, 'invalid_input', 'question_id'],
    ] as [Record<string, unknown>, number, string, string | undefined][])('rejects %j with %i', async (body, status, code, field) => {
      const sent = { ...body, ...(body.question_id === 'QID0' ? { question_id: qids[0] } : {}) };
      const r = await client().post('/api/quiz/answer', sent);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ success: false, code, ...(field ? { field } : {}) });
    });

    it(`slows down a player who sends more than ${ANSWERS_PER_MINUTE} answers a minute (429), and only that player`, async () => {
      const fast = await signUp();
      const calm = await signUp();
      let last = 0;
      for (let i = 0; i <= ANSWERS_PER_MINUTE; i++) last = (await answerUnserved(fast, qids[0], 1)).status;
      expect(last).toBe(429);
      const r = await answerUnserved(fast, qids[0], 1);
      expect(r.body).toMatchObject({ success: false, code: 'rate_limited' });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await answerUnserved(calm, qids[0], 1)).status).toBe(200);
    });

    it('counts 3 distinct correct answers for a refill and issues its token once', async () => {
      const kid = await signUp();
      for (let i = 0; i < 3; i++) expect((await answer(kid, qids[0], 1)).body.refill).toEqual({ correct_distinct: 1, required: 3, complete: false });
      expect((await answer(kid, qids[1], 0)).body.refill).toEqual({ correct_distinct: 1, required: 3, complete: false }); // wrong: no reset
      expect((await answer(kid, qids[1], 1)).body.refill.correct_distinct).toBe(2);
      const third = (await answer(kid, qids[2], 0)).body.refill;
      expect(third).toMatchObject({ correct_distinct: 3, required: 3, complete: true });
      expect(third.token).toMatch(new RegExp(`^u${kid.userId}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
      // A new window starts: the same questions count again, and no second token for the old one.
      const next = (await answer(kid, qids[2], 0)).body.refill;
      expect(next).toEqual({ correct_distinct: 1, required: 3, complete: false });

      const refill = app.services.refill;
      expect(refill.verifyRefillToken(third.token!)).toMatchObject({ answerer: { userId: kid.userId } });
      expect(await refill.consumeRefillToken(third.token!, { userId: kid.userId + 1 })).toBe(false);
      expect(await refill.consumeRefillToken(third.token!, { userId: kid.userId })).toBe(true);
      expect(await refill.consumeRefillToken(third.token!)).toBe(false);
      const tampered = third.token!.replace(/\.(\d+)\./, (_, n) => `.${Number(n) + 1}.`);
      expect(refill.verifyRefillToken(tampered)).toBeUndefined();
      expect(await refill.consumeRefillToken(tampered)).toBe(false);
      expect(await refill.consumeRefillToken('garbage')).toBe(false);
      const windows = await rows<{ n: number }>(sql`select count(*)::int as n from refill_windows where user_id = ${kid.userId} and completed_at is not null`);
      expect(Number(windows[0].n)).toBe(1);
    });

    it('counts only answers to questions the server served to this player, once per serving', async () => {
      const kid = await signUp();
      // Answers to questions never shown are checked, but earn nothing toward a refill.
      for (const id of [qids[0], qids[1], qids[2]]) {
        const r = (await answerUnserved(kid, id, QUESTIONS[qids.indexOf(id)].correct_index)).body;
        expect(r.correct).toBe(true);
        expect(r.refill).toEqual({ correct_distinct: 0, required: 3, complete: false });
      }
      // Served to another player does not count for this one.
      const other = await signUp();
      await serve(other, qids[0]);
      expect((await answerUnserved(kid, qids[0], 1)).body.refill.correct_distinct).toBe(0);
      // One serving, one counted answer: answering again without a new serving does not count.
      await serve(kid, qids[0]);
      expect((await answerUnserved(kid, qids[0], 1)).body.refill.correct_distinct).toBe(1);
      expect((await answerUnserved(kid, qids[1], 1)).body.refill.correct_distinct).toBe(1);
      const bank = (await kid.get<QuestionResponse>('/api/quiz/question')).body.question;
      const expected = findQuestion(bank.id)!;
      expect((await answerUnserved(kid, bank.id, expected.correct_index)).body.refill.correct_distinct).toBe(2);
      const rebuilt = findQuestion('math-3-mul-12345')!;
      expect((await answerUnserved(kid, rebuilt.id, rebuilt.correct_index)).body.refill.correct_distinct).toBe(2);
    });

    it('keeps each visitor’s refill count apart, keyed by their browser', async () => {
      const a = client();
      const b = client();
      await answer(a, qids[0], 1);
      expect((await answer(a, qids[1], 1)).body.refill.correct_distinct).toBe(2);
      expect((await answer(b, qids[2], 0)).body.refill.correct_distinct).toBe(1);
      const done = (await answer(a, qids[3], 1)).body.refill;
      expect(done.complete).toBe(true);
      expect(done.token).toMatch(/^v[0-9a-f]{64}\./);
      expect(await app.services.refill.consumeRefillToken(done.token!)).toBe(true);
    });

    it('two simultaneous correct answers never complete one window twice', async () => {
      const kid = await signUp();
      await answer(kid, qids[0], 1);
      await answer(kid, qids[1], 1);
      const both = await Promise.all([answer(kid, qids[2], 0), answer(kid, qids[3], 1), answer(kid, qids[4], 0)]);
      const tokens = both.map((r) => r.body.refill.token).filter(Boolean);
      expect(tokens).toHaveLength(1);
      const windows = await rows<{ completed: number; open: number }>(sql`select count(completed_at)::int as completed, (count(*) - count(completed_at))::int as open from refill_windows where user_id = ${kid.userId}`);
      expect(windows[0]).toEqual({ completed: 1, open: 1 });
      expect((await answer(kid, qids[0], 0)).body.refill.correct_distinct).toBe(2);
    });
  });

  describe('quiz completions', () => {
    it('records a completion and recomputes each answer’s correctness', async () => {
      const kid = await signUp();
      const start = await kid.post<{ success: boolean; completion_id: number }>('/api/quiz_completions', { quiz_id: quiz.id, feature_type: 'jumping_game' });
      expect(start.status).toBe(201);
      expect(start.body).toEqual({ success: true, completion_id: expect.any(Number) });
      const id = start.body.completion_id;
      const answers = [
        { question_id: qids[0], selected_choice_index: 1, correct: true, answered_at: new Date().toISOString() },
        { question_id: qids[1], selected_choice_index: 0, correct: true, answered_at: new Date().toISOString() }, // a lie
        { question_id: 'builtin-2plus2', selected_choice_index: 1 },
      ];
      const done = await kid.post(`/api/quiz_completions/${id}/submit_results`, { answers });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ success: true });
      const saved = await rows<{ question_id: string; correct: boolean; claimed_correct: boolean | null }>(sql`select question_id, correct, claimed_correct from quiz_completion_answers where completion_id = ${id} order by id`);
      expect(saved).toEqual([
        { question_id: qids[0], correct: true, claimed_correct: true },
        { question_id: qids[1], correct: false, claimed_correct: true },
        { question_id: 'builtin-2plus2', correct: true, claimed_correct: null },
      ]);
      expect((await kid.post(`/api/quiz_completions/${id}/submit_results`, { answers })).status).toBe(409);
      // By code and by id as text too.
      expect((await kid.post('/api/quiz_completions', { quiz_id: quiz.code.toLowerCase(), feature_type: 'jumping_game' })).status).toBe(201);
      expect((await kid.post('/api/quiz_completions', { quiz_id: String(quiz.id), feature_type: 'jumping_game' })).status).toBe(201);
    });

    it('is for signed-in owners only', async () => {
      const visitor = client();
      expect((await visitor.post('/api/quiz_completions', { quiz_id: quiz.id, feature_type: 'jumping_game' })).status).toBe(401);
      const owner = await signUp();
      const id = (await owner.post<{ completion_id: number }>('/api/quiz_completions', { quiz_id: quiz.id, feature_type: 'jumping_game' })).body.completion_id;
      expect((await visitor.post(`/api/quiz_completions/${id}/submit_results`, { answers: [] })).status).toBe(401);
      const other = await signUp();
      const r = await other.post(`/api/quiz_completions/${id}/submit_results`, { answers: [] });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'completion_not_found' });
      expect((await owner.post(`/api/quiz_completions/${id}/submit_results`, { answers: [] })).status).toBe(200);
    });

    it.each([
      [{ quiz_id: 999999, feature_type: 'jumping_game' }, 404],
      [{ quiz_id: '9999999999', feature_type: 'jumping_game' }, 404],
      [{ quiz_id: '99999999999', feature_type: 'jumping_game' }, 400],
      [{ quiz_id: 'NOPE22', feature_type: 'jumping_game' }, 404],
      [{ quiz_id: 0, feature_type: 'jumping_game' }, 400],
      [{ quiz_id: -4, feature_type: 'jumping_game' }, 400],
      [{ quiz_id: 1.5, feature_type: 'jumping_game' }, 400],
      [{ quiz_id: 1e12, feature_type: 'jumping_game' }, 400],
      [{ quiz_id: true, feature_type: 'jumping_game' }, 400],
      [{ quiz_id: 'a-b', feature_type: 'jumping_game' }, 400],
      [{ feature_type: 'jumping_game' }, 400],
      [{ quiz_id: 'QUIZ', feature_type: 'Jumping Game!' }, 400],
      [{ quiz_id: 'QUIZ' }, 400],
    ] as [Record<string, unknown>, number][])('rejects a completion %j with %i', async (body, status) => {
      const kid = await signUp();
      const sent = { ...body, ...(body.quiz_id === 'QUIZ' ? { quiz_id: quiz.id } : {}) };
      const r = await kid.post('/api/quiz_completions', sent);
      expect(r.status).toBe(status);
      expect(r.body).toMatchObject({ success: false });
    });

    it('rejects bad results with a clear 4xx and stores nothing', async () => {
      const kid = await signUp();
      const id = (await kid.post<{ completion_id: number }>('/api/quiz_completions', { quiz_id: quiz.id, feature_type: 'jumping_game' })).body.completion_id;
      const ok = { question_id: qids[0], selected_choice_index: 1, correct: true };
      const cases: [string, unknown, number, string?][] = [
        [`${id}`, { answers: Array.from({ length: 201 }, () => ok) }, 400, 'answers'],
        [`${id}`, {}, 400, 'answers'],
        [`${id}`, { answers: 'all right' }, 400, 'answers'],
        [`${id}`, { answers: [{ ...ok, selected_choice_index: -1 }] }, 400, 'answers.0.selected_choice_index'],
        [`${id}`, { answers: [{ ...ok, selected_choice_index: 'one' }] }, 400, 'answers.0.selected_choice_index'],
        [`${id}`, { answers: [ok, { ...ok, correct: 'yes' }] }, 400, 'answers.1.correct'],
        [`${id}`, { answers: [{ ...ok, answered_at: 'yesterday' }] }, 400, 'answers.0.answered_at'],
        [`${id}`, { answers: [{ ...ok, answered_at: '2024-13-45T00:00:00Z' }] }, 400, 'answers.0.answered_at'],
        [`${id}`, { answers: [{ ...ok, question_id: 'qq-999999' }] }, 422, 'answers.0.question_id'],
        [`${id}`, { answers: [ok, { ...ok, selected_choice_index: 3 }] }, 422, 'answers.1.selected_choice_index'],
        ['abc', { answers: [] }, 400, 'id'],
        ['0', { answers: [] }, 400, 'id'],
        ['99999999999', { answers: [] }, 400, 'id'],
        ['1.5', { answers: [] }, 400, 'id'],
        ['999999', { answers: [] }, 404],
      ];
      for (const [path, body, status, field] of cases) {
        const r = await kid.post(`/api/quiz_completions/${path}/submit_results`, body);
        expect([path, body, r.status]).toEqual([path, body, status]);
        expect(r.body).toMatchObject({ success: false, ...(field ? { field } : {}) });
      }
      expect(await rows(sql`select 1 from quiz_completion_answers where completion_id = ${id}`)).toEqual([]);
      expect((await kid.post(`/api/quiz_completions/${id}/submit_results`, { answers: [ok] })).status).toBe(200);
    });
  });

  it('makes unique codes from the unambiguous alphabet', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 15; i++) codes.add((await makeQuiz({ questions: [] })).code);
    expect(codes.size).toBe(15);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });
});
