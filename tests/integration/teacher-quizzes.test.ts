// A teacher's quizzes end to end over HTTP: create, validate its code as a student would, play
// (a game session and answers), and the class view and CSV export show the student's figures;
// CSV import is all or nothing with every bad line reported; other people cannot see or change
// the quiz; unknown and malformed codes get the spec's error text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassView, ReplaySummary, TeacherQuiz } from '../../server/features/teacher/schema.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';
import { openEvents } from '../support/sse.ts';
import { drive, joinClimb, signUpPlayer, until } from '../support/rooms.ts';
import { Input } from '../../sim/core/input.ts';
import { runReplay, type ReplayFile } from '../../sim/replay.ts';
import { publishClassLive, type ClassLiveUpdate } from '../../server/features/teacher/live.ts';

const QUESTIONS = [
  { text: 'What is 6 x 7?', choices: ['42', '36', '48'], correct_index: 0, explanation: '6 x 7 = 42.' },
  { text: 'Which number is even?', choices: ['3', '8'], correct_index: 1, explanation: '8 = 2 x 4.' },
];

describe.each(backends())('teacher quizzes on %s', (backend) => {
  let app: TestApp;
  let seq = 0;
  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app.stop(); });

  const signUp = async (role: 'teacher' | 'student' | 'parent', grade: number | undefined = role === 'student' ? 4 : undefined) => {
    const c = new TestClient(app.url);
    const username = `${role.slice(0, 3)}_${backend.slice(0, 2)}_${++seq}`;
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username, password: 'hop-hop-hop', role, grade });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id, username });
  };
  const create = (c: TestClient, over: Record<string, unknown> = {}) => c.post<{ quiz: TeacherQuiz }>('/api/v1/teacher/quizzes', { title: 'Times Tables', subject: 'math', grade: 3, questions: QUESTIONS, ...over });

  it('creates a quiz a student joins by code, plays, and the class view and CSV show', async () => {
    const teacher = await signUp('teacher');
    const made = await create(teacher);
    expect(made.status).toBe(201);
    const quiz = made.body.quiz;
    expect(quiz.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(quiz.questions.map((q) => q.text)).toEqual(QUESTIONS.map((q) => q.text));

    const kid = await signUp('student');
    const check = await kid.get<{ success: boolean; quiz_context: { quiz_mode: string }; question: { id: string } }>(`/api/quiz/question?quiz_code=${quiz.code.toLowerCase()}`);
    expect(check.body).toMatchObject({ success: true, quiz_context: { quiz_mode: 'teacher' } });
    const session = await kid.post<{ session: { id: number } }>('/api/quiz_game_sessions', { quiz_code: quiz.code });
    // The student misses the first question once, then plays on.
    await kid.get(`/api/quiz/question?quiz_code=${quiz.code}&prioritize_questions=${quiz.questions[0].id}`);
    await kid.post('/api/quiz/answer', { question_id: quiz.questions[0].id, selected_index: 2 });
    await kid.send('PATCH', `/api/quiz_game_sessions/${session.body.session.id}`, { questions_answered: 5, questions_correct: 4, levels_climbed: 2 });

    const view = await teacher.get<ClassView>(`/api/v1/teacher/quizzes/${quiz.id}/class`);
    expect(view.status).toBe(200);
    expect(view.body.students).toEqual([expect.objectContaining({
      user_id: kid.userId, username: kid.username, questions_answered: 5, questions_correct: 4, levels_climbed: 2,
      missed: [{ question_id: quiz.questions[0].id, text: 'What is 6 x 7?', times: 1 }],
    })]);
    expect(view.body.quiz).toMatchObject({ players: 1, questions: 2 });

    const csv = await teacher.request<string>('GET', `/api/v1/teacher/quizzes/${quiz.id}/results.csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body);
    expect(text.split('\r\n')[0]).toBe('Student,Username,Questions answered,Questions correct,Levels climbed,Last played,Missed questions');
    expect(text).toContain(`${kid.username},5,4,2,`);
    expect(text).toContain('What is 6 x 7? (1x)');
  });

  it('pushes each student\'s stuck question and climb to the teacher\'s live view', async () => {
    const teacher = await signUp('teacher');
    const quiz = (await create(teacher)).body.quiz;
    const kid = await signUp('student');
    const live = await openEvents<ClassLiveUpdate>(app.url, teacher, `/api/v1/teacher/quizzes/${quiz.id}/live`);
    await kid.csrf();
    await kid.get(`/api/quiz/question?quiz_code=${quiz.code}&prioritize_questions=${quiz.questions[1].id}`);
    expect(await live.next()).toMatchObject({ user_id: kid.userId, username: kid.username, stuck_question: 'Which number is even?' });
    await kid.post('/api/quiz/answer', { question_id: quiz.questions[1].id, selected_index: 1 });
    expect(await live.next()).toMatchObject({ user_id: kid.userId, stuck_question: null });
    // The room's updates (height, energy) travel the same channel.
    publishClassLive(app.pubsub, quiz.code, { user_id: kid.userId, username: kid.username, height: 12, energy: 40, level: 2, paused: false });
    expect(await live.next()).toMatchObject({ height: 12, energy: 40, level: 2 });
    live.close();
    expect((await (await signUp('teacher')).get(`/api/v1/teacher/quizzes/${quiz.id}/live`)).status).toBe(404);
  });

  it('records a class quiz player\'s climb in the room and the teacher replays it through the sim', async () => {
    const teacher = await signUp('teacher');
    const quiz = (await create(teacher)).body.quiz;
    const p = await signUpPlayer(app.url, 'replay');
    const room = await joinClimb(p, { level: 1, mode: 'teacher_mode', quiz_code: quiz.code });
    await until('my frog', () => room.state?.frogs?.get(room.sessionId));
    const bot = drive(room, (n) => (n % 40 < 20 ? Input.RIGHT : Input.LEFT) | (n % 30 === 0 ? Input.JUMP : 0));
    await new Promise((r) => setTimeout(r, 2500));
    bot.stop();
    await room.leave();
    let list: ReplaySummary[] = [];
    for (let i = 0; i < 50 && list.length === 0; i++) {
      list = (await teacher.get<{ replays: ReplaySummary[] }>(`/api/v1/teacher/quizzes/${quiz.id}/replays`)).body.replays;
      if (list.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(list).toEqual([expect.objectContaining({ user_id: p.userId, username: p.username, level: 1 })]);
    const one = await teacher.get<{ replay: ReplayFile; player_key: string }>(`/api/v1/teacher/quizzes/${quiz.id}/replays/${list[0].id}`);
    expect(one.body.player_key).toBe(room.sessionId);
    expect(runReplay(one.body.replay)).toMatchObject({ ok: true });
    expect((await (await signUp('teacher')).get(`/api/v1/teacher/quizzes/${quiz.id}/replays`)).status).toBe(404);
    expect((await teacher.get(`/api/v1/teacher/quizzes/${quiz.id}/replays/99999`)).status).toBe(404);
  });

  it('edits, duplicates and archives; an archived code no longer opens', async () => {
    const teacher = await signUp('teacher');
    const quiz = (await create(teacher)).body.quiz;
    const edited = await teacher.send<{ quiz: TeacherQuiz }>('PUT', `/api/v1/teacher/quizzes/${quiz.id}`, { title: 'Tables 2', subject: 'math', grade: 4, questions: [QUESTIONS[1]] });
    expect(edited.body.quiz).toMatchObject({ title: 'Tables 2', grade: 4, code: quiz.code });
    expect(edited.body.quiz.questions).toHaveLength(1);
    const copy = await teacher.post<{ quiz: TeacherQuiz }>(`/api/v1/teacher/quizzes/${quiz.id}/duplicate`);
    expect(copy.body.quiz).toMatchObject({ title: 'Tables 2 (copy)' });
    expect(copy.body.quiz.code).not.toBe(quiz.code);
    expect((await teacher.post(`/api/v1/teacher/quizzes/${quiz.id}/archive`)).body).toMatchObject({ quiz: { archived: true } });
    const closed = await new TestClient(app.url).get(`/api/quiz/question?quiz_code=${quiz.code}`);
    expect(closed.status).toBe(404);
    expect(closed.body).toMatchObject({ error: 'Quiz code not found. Please check the code and try again.' });
    const list = await teacher.get<{ quizzes: { id: number; archived: boolean }[] }>('/api/v1/teacher/quizzes');
    expect(list.body.quizzes.map((q) => [q.id, q.archived])).toEqual([[copy.body.quiz.id, false], [quiz.id, true]]);
  });

  it('imports pasted questions all or nothing, reporting every bad line', async () => {
    const teacher = await signUp('teacher');
    const quiz = (await create(teacher)).body.quiz;
    const bad = 'question,correct,explanation,choice 1,choice 2\nGood one?,1,,Yes,No\nBroken?,9,,Yes,No\nLonely?,1,,Only';
    const preview = await teacher.post<{ questions: unknown[]; rejected: { line: number; reason: string }[] }>('/api/v1/teacher/quizzes/import_preview', { text: bad });
    expect(preview.body.questions).toHaveLength(1);
    expect(preview.body.rejected.map((x) => x.line)).toEqual([3, 4]);
    const refused = await teacher.post(`/api/v1/teacher/quizzes/${quiz.id}/import`, { text: bad });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ success: false, code: 'import_rejected', error: '2 lines could not be read, so nothing was saved.', rejected: [{ line: 3 }, { line: 4 }] });
    expect((await teacher.get<{ quiz: TeacherQuiz }>(`/api/v1/teacher/quizzes/${quiz.id}`)).body.quiz.questions).toHaveLength(2);
    const ok = await teacher.post<{ quiz: TeacherQuiz }>(`/api/v1/teacher/quizzes/${quiz.id}/import`, { text: 'Sky colour?\tB\tLook up!\tGreen\tBlue' });
    expect(ok.body.quiz.questions.map((q) => q.text)).toEqual(['What is 6 x 7?', 'Which number is even?', 'Sky colour?']);
  });

  it('keeps a quiz to its teacher and checks every input', async () => {
    const owner = await signUp('teacher');
    const quiz = (await create(owner)).body.quiz;
    const other = await signUp('teacher');
    const kid = await signUp('student');
    for (const path of [`/api/v1/teacher/quizzes/${quiz.id}`, `/api/v1/teacher/quizzes/${quiz.id}/class`, `/api/v1/teacher/quizzes/${quiz.id}/results.csv`]) {
      expect((await other.get(path)).status).toBe(404);
      expect((await kid.get(path)).status).toBe(403);
      expect((await new TestClient(app.url).get(path)).status).toBe(401);
    }
    expect((await other.send('PUT', `/api/v1/teacher/quizzes/${quiz.id}`, { title: 'Mine now', subject: 'math', questions: QUESTIONS })).status).toBe(404);
    expect((await other.post(`/api/v1/teacher/quizzes/${quiz.id}/archive`)).status).toBe(404);
    expect((await kid.post('/api/v1/teacher/quizzes', { title: 'x', subject: 'math', questions: QUESTIONS })).status).toBe(403);
    for (const [body, field] of [
      [{ title: '', subject: 'math', questions: QUESTIONS }, 'title'],
      [{ title: 'T', subject: 'cooking', questions: QUESTIONS }, 'subject'],
      [{ title: 'T', subject: 'math', questions: [] }, 'questions'],
      [{ title: 'T', subject: 'math', questions: [{ text: 'Q', choices: ['only'], correct_index: 0 }] }, 'questions.0.choices'],
      [{ title: 'T', subject: 'math', questions: [{ text: 'Q', choices: ['a', 'b'], correct_index: 5 }] }, 'questions.0.correct_index'],
      [{ title: 'T', subject: 'math', grade: 12, questions: QUESTIONS }, 'grade'],
    ] as const) {
      const r = await owner.post('/api/v1/teacher/quizzes', body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field });
    }
    expect((await owner.get('/api/v1/teacher/quizzes/abc')).status).toBe(400);
    expect((await owner.get('/api/v1/teacher/quizzes/999999')).status).toBe(404);
    for (const code of ['ZZZZZZ', 'ab', '!!!!!!']) {
      const r = await kid.get(`/api/quiz/question?quiz_code=${code}`);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.body).toMatchObject({ error: 'Quiz code not found. Please check the code and try again.' });
    }
  });
});
