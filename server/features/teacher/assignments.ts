// Assigning a teacher's class quiz to students by username. The student then finds it on their
// /quizzes page (workbook/myQuizzes.ts) with a Play button. All or nothing: when any username is
// unknown or is not a student account, nothing is assigned and the answer names them.
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizAssignments, quizCompletions, quizGameSessions, users, type Quiz } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { assignSchema, type AssignedStudent, type AssignInput, type AssignmentList, type AssignResult } from './schema.ts';

const quote = (names: string[]) => names.map((n) => `“${n}”`).join(', ');

export class QuizAssignments {
  #db: Db;
  #own: (ownerId: number, id: number) => Promise<Quiz>;
  /** `own` finds the teacher's own class quiz or answers "not found". */
  constructor(db: Db, own: (ownerId: number, id: number) => Promise<Quiz>) {
    this.#db = db;
    this.#own = own;
  }

  async list(ownerId: number, quizId: number): Promise<AssignmentList> {
    const quiz = await this.#own(ownerId, quizId);
    return { success: true, quiz_id: quiz.id, assignments: await this.#students(quiz.id) };
  }

  async assign(ownerId: number, quizId: number, raw: AssignInput): Promise<AssignResult> {
    const { usernames } = parseInput(assignSchema, raw);
    const quiz = await this.#own(ownerId, quizId);
    if (quiz.archivedAt) throw conflict('This quiz is archived. Restore it before assigning it to students.', 'quiz_archived');
    const wanted = [...new Map(usernames.map((u) => [u.toLowerCase(), u])).entries()];
    const found = await this.#db.select({ id: users.id, username: users.username, role: users.role }).from(users)
      .where(inArray(sql`lower(${users.username})`, wanted.map(([lower]) => lower)));
    const byLower = new Map(found.map((u) => [u.username.toLowerCase(), u]));
    const unknown = wanted.filter(([lower]) => !byLower.has(lower)).map(([, typed]) => typed);
    if (unknown.length > 0) {
      throw unprocessable(
        unknown.length === 1 ? `No account is called ${quote(unknown)}. Check the spelling of the username.` : `No accounts are called ${quote(unknown)}. Check the spelling of the usernames.`,
        'unknown_usernames', { usernames: unknown },
      );
    }
    const notStudents = found.filter((u) => u.role !== 'student');
    if (notStudents.length > 0) {
      throw unprocessable(
        `${quote(notStudents.map((u) => u.username))} ${notStudents.length === 1 ? 'is not a student account' : 'are not student accounts'}. Quizzes can only be assigned to students.`,
        'not_students', { usernames: notStudents.map((u) => u.username) },
      );
    }
    const inserted = await this.#db.insert(quizAssignments).values(found.map((u) => ({ quizId: quiz.id, studentId: u.id })))
      .onConflictDoNothing({ target: [quizAssignments.quizId, quizAssignments.studentId] })
      .returning({ studentId: quizAssignments.studentId });
    const addedIds = new Set(inserted.map((r) => r.studentId));
    return {
      success: true,
      quiz_id: quiz.id,
      added: found.filter((u) => addedIds.has(u.id)).map((u) => u.username),
      already_assigned: found.filter((u) => !addedIds.has(u.id)).map((u) => u.username),
      assignments: await this.#students(quiz.id),
    };
  }

  async unassign(ownerId: number, quizId: number, username: string): Promise<AssignmentList> {
    const quiz = await this.#own(ownerId, quizId);
    const [student] = await this.#db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    const removed = student
      ? await this.#db.delete(quizAssignments).where(and(eq(quizAssignments.quizId, quiz.id), eq(quizAssignments.studentId, student.id))).returning({ id: quizAssignments.id })
      : [];
    if (removed.length === 0) throw notFound(`${quote([username])} is not assigned this quiz.`, 'assignment_not_found');
    return { success: true, quiz_id: quiz.id, assignments: await this.#students(quiz.id) };
  }

  /** The quiz's assigned students, by username, with whether each has played it. */
  async #students(quizId: number): Promise<AssignedStudent[]> {
    const rows = await this.#db.select({
      userId: users.id, username: users.username, displayName: users.displayName, grade: users.grade, assignedAt: quizAssignments.createdAt,
    }).from(quizAssignments).innerJoin(users, eq(users.id, quizAssignments.studentId))
      .where(eq(quizAssignments.quizId, quizId)).orderBy(asc(users.username));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.userId);
    const [sessions, completions] = await Promise.all([
      this.#db.select({ userId: quizGameSessions.userId, at: max(quizGameSessions.updatedAt) }).from(quizGameSessions)
        .where(and(eq(quizGameSessions.quizId, quizId), inArray(quizGameSessions.userId, ids))).groupBy(quizGameSessions.userId),
      this.#db.select({ userId: quizCompletions.userId, at: max(quizCompletions.createdAt) }).from(quizCompletions)
        .where(and(eq(quizCompletions.quizId, quizId), inArray(quizCompletions.userId, ids))).groupBy(quizCompletions.userId),
    ]);
    const last = new Map<number, string>();
    for (const s of [...sessions, ...completions]) {
      if (!s.at) continue;
      const at = new Date(s.at).toISOString();
      if ((last.get(s.userId) ?? '') < at) last.set(s.userId, at);
    }
    return rows.map((r) => ({
      user_id: r.userId, username: r.username, display_name: r.displayName, grade: r.grade, assigned_at: r.assignedAt.toISOString(),
      played: last.has(r.userId), last_played_at: last.get(r.userId) ?? null,
    }));
  }
}
