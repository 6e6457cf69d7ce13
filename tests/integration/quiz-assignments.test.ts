// Class quizzes assigned to students by username: the teacher assigns and removes, the student's
// /quizzes list shows the assigned quiz (and whether they played it), and only the quiz's own
// teacher may do it. Also what the class view refreshes from instead of polling (the live events
// of answers and ended climbs) and each student's recent climbs. PGlite always, PostgreSQL too
// when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { climbReplays } from '../../server/db/schema.ts';
import type { ClassLiveUpdate } from '../../server/features/teacher/live.ts';
import type { AssignmentList, AssignResult, ReplaySummary, TeacherQuiz } from '../../server/features/teacher/schema.ts';
import type { MyQuizzesResponse } from '../../server/features/workbook/schema.ts';
import { Input } from '../../sim/core/input.ts';
import { backends, startTestApp, type TestApp } from '../support/app.ts';
import { TestClient } from '../support/http.ts';
import { drive, joinClimb, signUpPlayer, until } from '../support/rooms.ts';
import { openEvents } from '../support/sse.ts';

const QUESTIONS = [
  { text: 'What is 6 x 7?', choices: ['42', '36', '48'], correct_index: 0, explanation: '6 x 7 = 42.' },
  { text: 'Which number is even?', choices: ['3', '8'], correct_index: 1, explanation: '8 = 2 x 4.' },
];

describe.each(backends())('quiz assignments and the class view on %s', (backend) => {
  let app: TestApp;
  let seq = 0;
  beforeAll(async () => { app = await startTestApp(backend); });
  afterAll(async () => { await app.stop(); });

  const signUp = async (role: 'teacher' | 'student' | 'parent') => {
    const c = new TestClient(app.url);
    const username = `as_${role.slice(0, 3)}_${++seq}`;
    const r = await c.post<{ user: { id: number } }>('/users/sign_up', { username, password: 'hop-hop-hop', role, grade: role === 'student' ? 4 : undefined });
    expect(r.status).toBe(201);
    return Object.assign(c, { userId: r.body.user.id, username });
  };
  const create = async (teacher: TestClient, title = 'Times Tables') =>
    (await teacher.post<{ quiz: TeacherQuiz }>('/api/v1/teacher/quizzes', { title, subject: 'math', grade: 4, questions: QUESTIONS })).body.quiz;
  const assignments = (quizId: number) => `/api/v1/teacher/quizzes/${quizId}/assignments`;

  it('assigns a quiz by username, the student sees it with a played flag, and the teacher removes it', async () => {
    const teacher = await signUp('teacher');
    const quiz = await create(teacher, 'Fractions Week');
    const mia = await signUp('student');
    const leo = await signUp('student');

    const made = await teacher.post<AssignResult>(assignments(quiz.id), { usernames: [mia.username.toUpperCase(), leo.username, mia.username] });
    expect(made.status).toBe(201);
    expect(made.body.added.sort()).toEqual([mia.username, leo.username].sort());
    expect(made.body.assignments.map((a) => [a.username, a.played])).toEqual([[mia.username, false], [leo.username, false]].sort());
    // Assigning again changes nothing and says so.
    const again = await teacher.post<AssignResult>(assignments(quiz.id), { usernames: [mia.username] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ added: [], already_assigned: [mia.username] });

    let mine = (await mia.get<MyQuizzesResponse>('/api/v1/my_quizzes')).body;
    expect(mine.assigned_quizzes).toEqual([expect.objectContaining({ quiz_id: quiz.id, code: quiz.code, title: 'Fractions Week', subject: 'math', played: false, last_played_at: null })]);
    expect(mine.class_quizzes).toEqual([]);

    // Mia plays it: her list and the teacher's list say so.
    await mia.post('/api/quiz_game_sessions', { quiz_code: quiz.code });
    mine = (await mia.get<MyQuizzesResponse>('/api/v1/my_quizzes')).body;
    expect(mine.assigned_quizzes[0]).toMatchObject({ code: quiz.code, played: true });
    expect(mine.assigned_quizzes[0].last_played_at).toEqual(expect.any(String));
    const listed = await teacher.get<AssignmentList>(assignments(quiz.id));
    expect(Object.fromEntries(listed.body.assignments.map((a) => [a.username, a.played]))).toEqual({ [mia.username]: true, [leo.username]: false });

    const removed = await teacher.send<AssignmentList>('DELETE', `${assignments(quiz.id)}/${leo.username}`);
    expect(removed.status).toBe(200);
    expect(removed.body.assignments.map((a) => a.username)).toEqual([mia.username]);
    expect((await leo.get<MyQuizzesResponse>('/api/v1/my_quizzes')).body.assigned_quizzes).toEqual([]);
    const gone = await teacher.send('DELETE', `${assignments(quiz.id)}/${leo.username}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'assignment_not_found' });

    // An archived quiz leaves the student's list and cannot be assigned until restored.
    await teacher.post(`/api/v1/teacher/quizzes/${quiz.id}/archive`);
    expect((await mia.get<MyQuizzesResponse>('/api/v1/my_quizzes')).body.assigned_quizzes).toEqual([]);
    const archived = await teacher.post(assignments(quiz.id), { usernames: [leo.username] });
    expect(archived.status).toBe(409);
    expect(archived.body).toMatchObject({ success: false, code: 'quiz_archived' });
  });

  it('refuses unknown usernames and accounts that are not students, saving nothing', async () => {
    const teacher = await signUp('teacher');
    const quiz = await create(teacher);
    const kid = await signUp('student');
    const parent = await signUp('parent');
    const other = await signUp('teacher');

    const unknown = await teacher.post(assignments(quiz.id), { usernames: [kid.username, 'nobody_here'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ success: false, code: 'unknown_usernames', usernames: ['nobody_here'], error: 'No account is called “nobody_here”. Check the spelling of the username.' });
    const wrongRole = await teacher.post(assignments(quiz.id), { usernames: [kid.username, parent.username, other.username] });
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body).toMatchObject({ code: 'not_students' });
    expect((wrongRole.body as { error: string }).error).toMatch(/are not student accounts\. Quizzes can only be assigned to students\.$/);
    expect((await teacher.get<AssignmentList>(assignments(quiz.id))).body.assignments).toEqual([]);

    for (const [body, field] of [[{}, 'usernames'], [{ usernames: [] }, 'usernames'], [{ usernames: [''] }, 'usernames.0'], [{ usernames: 'mia' }, 'usernames']] as const) {
      const r = await teacher.post(assignments(quiz.id), body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'invalid_input', field });
    }
  });

  it('lets only the quiz\'s own teacher see or change its assignments', async () => {
    const owner = await signUp('teacher');
    const quiz = await create(owner);
    const kid = await signUp('student');
    const other = await signUp('teacher');
    await owner.post(assignments(quiz.id), { usernames: [kid.username] });

    expect((await other.get(assignments(quiz.id))).status).toBe(404);
    expect((await other.post(assignments(quiz.id), { usernames: [kid.username] })).status).toBe(404);
    expect((await other.send('DELETE', `${assignments(quiz.id)}/${kid.username}`)).status).toBe(404);
    const student = await kid.post(assignments(quiz.id), { usernames: [kid.username] });
    expect(student.status).toBe(403);
    expect((await kid.get(assignments(quiz.id))).status).toBe(403);
    expect((await kid.send('DELETE', `${assignments(quiz.id)}/${kid.username}`)).status).toBe(403);
    expect((await new TestClient(app.url).get(assignments(quiz.id))).status).toBe(401);
    // An unknown quiz id is "not found" too.
    expect((await owner.get(assignments(999999))).status).toBe(404);
    expect((await owner.get<AssignmentList>(assignments(quiz.id))).body.assignments.map((a) => a.username)).toEqual([kid.username]);
  });

  it('announces each checked answer and each ended climb on the live channel', async () => {
    const teacher = await signUp('teacher');
    const quiz = await create(teacher);
    const live = await openEvents<ClassLiveUpdate>(app.url, teacher, `/api/v1/teacher/quizzes/${quiz.id}/live`);
    const kid = await signUp('student');
    await kid.get(`/api/quiz/question?quiz_code=${quiz.code}&prioritize_questions=${quiz.questions[0].id}`);
    expect(await live.next()).toMatchObject({ user_id: kid.userId, stuck_question: 'What is 6 x 7?' });
    await kid.post('/api/quiz/answer', { question_id: quiz.questions[0].id, selected_index: 1 });
    const wrong = await live.next();
    expect(wrong).toMatchObject({ user_id: kid.userId, last_answer: 'wrong' });
    expect(wrong).not.toHaveProperty('stuck_question');
    await kid.get(`/api/quiz/question?quiz_code=${quiz.code}&prioritize_questions=${quiz.questions[0].id}`);
    await live.next();
    await kid.post('/api/quiz/answer', { question_id: quiz.questions[0].id, selected_index: 0 });
    expect(await live.next()).toMatchObject({ user_id: kid.userId, last_answer: 'right', stuck_question: null });

    // A climb in the room ends: the teacher hears it with the recording's id.
    const p = await signUpPlayer(app.url, 'asl');
    const room = await joinClimb(p, { level: 1, mode: 'teacher_mode', quiz_code: quiz.code });
    await until('my frog', () => room.state?.frogs?.get(room.sessionId));
    const bot = drive(room, (n) => (n % 40 < 20 ? Input.RIGHT : Input.LEFT) | (n % 30 === 0 ? Input.JUMP : 0));
    await new Promise((r) => setTimeout(r, 2500));
    bot.stop();
    await room.leave();
    let ended: ClassLiveUpdate | undefined;
    for (let i = 0; i < 20 && !ended; i++) {
      const u = await live.next();
      if (u.ended) ended = u;
    }
    live.close();
    expect(ended).toMatchObject({ user_id: p.userId, username: p.username, ended: true, replay_id: expect.any(Number) });
    const replays = (await teacher.get<{ replays: ReplaySummary[] }>(`/api/v1/teacher/quizzes/${quiz.id}/replays`)).body.replays;
    expect(replays.map((r) => r.id)).toEqual([ended!.replay_id]);
  });

  it('lists each student\'s five most recent climbs, newest first', async () => {
    const teacher = await signUp('teacher');
    const quiz = await create(teacher);
    const a = await signUp('student');
    const b = await signUp('student');
    const replay = { version: 1, seed: 1, ticks: 600, inputs: {}, commands: [] };
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 9, minutes));
    await app.database.db.insert(climbReplays).values([
      ...Array.from({ length: 7 }, (_, i) => ({ userId: a.userId, quizId: quiz.id, level: i + 1, playerKey: 'k', ticks: 600 + i * 60, replay, createdAt: at(i * 2) })),
      { userId: b.userId, quizId: quiz.id, level: 3, playerKey: 'k', ticks: 900, replay, createdAt: at(5) },
    ]);
    const list = (await teacher.get<{ replays: ReplaySummary[] }>(`/api/v1/teacher/quizzes/${quiz.id}/replays`)).body.replays;
    const ofA = list.filter((r) => r.user_id === a.userId);
    expect(ofA.map((r) => r.level)).toEqual([7, 6, 5, 4, 3]);
    expect(ofA.map((r) => r.created_at)).toEqual([12, 10, 8, 6, 4].map((m) => at(m).toISOString()));
    expect(ofA[0]).toMatchObject({ username: a.username, seconds: 16 });
    expect(list.filter((r) => r.user_id === b.userId).map((r) => r.level)).toEqual([3]);
    expect(list.map((r) => r.created_at)).toEqual([...list.map((r) => r.created_at)].sort().reverse());
  });
});
