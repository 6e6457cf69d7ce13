// What the /quizzes page lists: the workbook subjects for everyone and, for a signed-in player,
// the class and friend quizzes whose code they played (game sessions, completions) and their past
// results (workbook results and submitted quiz completions). Read-only.
import { and, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizCompletionAnswers, quizCompletions, quizGameSessions, quizzes, workbookResults } from '../../db/schema.ts';
import type { PublicUser } from '../auth/schema.ts';
import {
  SUBJECT_INFO, WORKBOOK_LENGTH, WORKBOOK_SUBJECTS,
  type ClassQuizItem, type MyQuizzesResponse, type PastResultItem, type WorkbookSubjectCard,
} from './schema.ts';
import { workbookGrade } from './service.ts';

/** How many class quizzes and past results the page shows (newest first). */
export const MY_QUIZZES_LIMIT = 20;

export const workbookSubjectCards = (): WorkbookSubjectCard[] =>
  WORKBOOK_SUBJECTS.map((subject) => ({ subject, ...SUBJECT_INFO[subject], path: `/summer_workbook/${subject}` }));

const iso = (d: Date | string) => new Date(d).toISOString();

export async function myQuizzes(db: Db, user: PublicUser | undefined): Promise<MyQuizzesResponse> {
  const base = { success: true as const, signed_in: Boolean(user), grade: workbookGrade(user), subjects: workbookSubjectCards() };
  if (!user) return { ...base, class_quizzes: [], past_results: [] };
  const [classQuizzes, pastResults] = await Promise.all([playedQuizzes(db, user.id), results(db, user.id)]);
  return { ...base, class_quizzes: classQuizzes, past_results: pastResults };
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
