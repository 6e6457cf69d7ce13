// What the /quizzes page lists: the workbook subjects for everyone and, for a signed-in player,
// the class quizzes their teachers assigned them, the class and friend quizzes whose code they
// played (game sessions, completions) and their past results (workbook results and submitted quiz
// completions). Read-only.
import { and, desc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizAssignments, quizCompletionAnswers, quizCompletions, quizGameSessions, quizzes, users, workbookResults } from '../../db/schema.ts';
import type { PublicUser } from '../auth/schema.ts';
import {
  SUBJECT_INFO, WORKBOOK_LENGTH, WORKBOOK_SUBJECTS,
  type AssignedQuizItem, type ClassQuizItem, type MyQuizzesResponse, type PastResultItem, type WorkbookSubjectCard,
} from './schema.ts';
import { workbookGrade } from './service.ts';

/** How many class quizzes and past results the page shows (newest first). */
export const MY_QUIZZES_LIMIT = 20;
/** How many assigned quizzes the page shows. */
export const ASSIGNED_LIMIT = 50;

export const workbookSubjectCards = (): WorkbookSubjectCard[] =>
  WORKBOOK_SUBJECTS.map((subject) => ({ subject, ...SUBJECT_INFO[subject], path: `/summer_workbook/${subject}` }));

const iso = (d: Date | string) => new Date(d).toISOString();

export async function myQuizzes(db: Db, user: PublicUser | undefined): Promise<MyQuizzesResponse> {
  const base = { success: true as const, signed_in: Boolean(user), grade: workbookGrade(user), subjects: workbookSubjectCards() };
  if (!user) return { ...base, assigned_quizzes: [], class_quizzes: [], past_results: [] };
  const [assigned, classQuizzes, pastResults] = await Promise.all([
    user.role === 'student' ? assignedQuizzes(db, user.id) : Promise.resolve([]), playedQuizzes(db, user.id), results(db, user.id),
  ]);
  return { ...base, assigned_quizzes: assigned, class_quizzes: classQuizzes, past_results: pastResults };
}

/** Class quizzes (not archived) assigned to the student: not yet played first, then newest assigned. */
async function assignedQuizzes(db: Db, userId: number): Promise<AssignedQuizItem[]> {
  const rows = await db.select({
    id: quizzes.id, code: quizzes.code, title: quizzes.title, subject: quizzes.subject, grade: quizzes.grade,
    teacher: users.displayName, assignedAt: quizAssignments.createdAt,
  }).from(quizAssignments)
    .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
    .innerJoin(users, eq(users.id, quizzes.ownerId))
    .where(and(eq(quizAssignments.studentId, userId), isNull(quizzes.archivedAt), eq(quizzes.mode, 'teacher')))
    .orderBy(desc(quizAssignments.createdAt), desc(quizAssignments.id)).limit(ASSIGNED_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sessions, completions] = await Promise.all([
    db.select({ quizId: quizGameSessions.quizId, at: max(quizGameSessions.updatedAt) }).from(quizGameSessions)
      .where(and(eq(quizGameSessions.userId, userId), inArray(quizGameSessions.quizId, ids))).groupBy(quizGameSessions.quizId),
    db.select({ quizId: quizCompletions.quizId, at: max(quizCompletions.createdAt) }).from(quizCompletions)
      .where(and(eq(quizCompletions.userId, userId), inArray(quizCompletions.quizId, ids))).groupBy(quizCompletions.quizId),
  ]);
  const last = new Map<number, string>();
  for (const p of [...sessions, ...completions]) {
    if (!p.at) continue;
    const at = iso(p.at);
    if ((last.get(p.quizId) ?? '') < at) last.set(p.quizId, at);
  }
  const items = rows.map((r): AssignedQuizItem => ({
    quiz_id: r.id, code: r.code, title: r.title, subject: r.subject, grade: r.grade, teacher_name: r.teacher,
    assigned_at: iso(r.assignedAt), played: last.has(r.id), last_played_at: last.get(r.id) ?? null,
  }));
  // Stable: within each group the newest assignment stays first.
  return [...items.filter((q) => !q.played), ...items.filter((q) => q.played)];
}

/** Quizzes (not archived) the player started a game session or a completion on, last played first. */
async function playedQuizzes(db: Db, userId: number): Promise<ClassQuizItem[]> {
  const fields = { id: quizzes.id, code: quizzes.code, title: quizzes.title, subject: quizzes.subject, grade: quizzes.grade, mode: quizzes.mode };
  const [bySession, byCompletion] = await Promise.all([
    db.select({ ...fields, at: max(quizGameSessions.updatedAt) }).from(quizGameSessions)
      .innerJoin(quizzes, eq(quizzes.id, quizGameSessions.quizId))
      .where(and(eq(quizGameSessions.userId, userId), isNull(quizzes.archivedAt)))
      .groupBy(quizzes.id).orderBy(desc(max(quizGameSessions.updatedAt))).limit(MY_QUIZZES_LIMIT),
    db.select({ ...fields, at: max(quizCompletions.createdAt) }).from(quizCompletions)
      .innerJoin(quizzes, eq(quizzes.id, quizCompletions.quizId))
      .where(and(eq(quizCompletions.userId, userId), isNull(quizzes.archivedAt)))
      .groupBy(quizzes.id).orderBy(desc(max(quizCompletions.createdAt))).limit(MY_QUIZZES_LIMIT),
  ]);
  const byId = new Map<number, ClassQuizItem>();
  for (const q of [...bySession, ...byCompletion]) {
    if (!q.at) continue;
    const at = iso(q.at);
    const seen = byId.get(q.id);
    if (seen && seen.last_played_at >= at) continue;
    byId.set(q.id, { quiz_id: q.id, code: q.code, title: q.title, subject: q.subject, grade: q.grade, mode: q.mode, last_played_at: at });
  }
  return [...byId.values()].sort((a, b) => b.last_played_at.localeCompare(a.last_played_at)).slice(0, MY_QUIZZES_LIMIT);
}

/** Finished workbook quizzes and submitted quiz completions, newest first. */
async function results(db: Db, userId: number): Promise<PastResultItem[]> {
  const [workbook, completions] = await Promise.all([
    db.select().from(workbookResults).where(eq(workbookResults.userId, userId))
      .orderBy(desc(workbookResults.createdAt), desc(workbookResults.id)).limit(MY_QUIZZES_LIMIT),
    db.select({
      title: quizzes.title, subject: quizzes.subject, submittedAt: quizCompletions.submittedAt,
      total: sql<number>`count(${quizCompletionAnswers.id})::int`,
      score: sql<number>`count(${quizCompletionAnswers.id}) filter (where ${quizCompletionAnswers.correct})::int`,
    }).from(quizCompletions)
      .innerJoin(quizzes, eq(quizzes.id, quizCompletions.quizId))
      .leftJoin(quizCompletionAnswers, eq(quizCompletionAnswers.completionId, quizCompletions.id))
      .where(and(eq(quizCompletions.userId, userId), isNotNull(quizCompletions.submittedAt)))
      .groupBy(quizCompletions.id, quizzes.id).orderBy(desc(quizCompletions.submittedAt)).limit(MY_QUIZZES_LIMIT),
  ]);
  const out: PastResultItem[] = [
    ...workbook.map((r) => ({
      kind: 'workbook' as const, title: `Summer Workbook: ${SUBJECT_INFO[r.subject as keyof typeof SUBJECT_INFO]?.title ?? r.subject}`,
      subject: r.subject, score: r.score, total_questions: r.totalQuestions || WORKBOOK_LENGTH, date: iso(r.createdAt),
    })),
    ...completions.flatMap((c) => (c.submittedAt
      ? [{ kind: 'quiz' as const, title: c.title, subject: c.subject, score: Number(c.score), total_questions: Number(c.total), date: iso(c.submittedAt) }]
      : [])),
  ];
  return out.sort((a, b) => b.date.localeCompare(a.date)).slice(0, MY_QUIZZES_LIMIT);
}
