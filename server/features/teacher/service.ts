// A teacher's quizzes: create, edit, duplicate, archive, and the class view (every student who
// played: the counters of their game sessions and the questions they missed), and the students it
// is assigned to. A quiz belongs to its teacher: anyone else gets "not found", whether it exists or not.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizAnswers, quizGameSessions, quizQuestions, quizzes, users, type Quiz } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { Quizzes } from '../quiz/quizzes.ts';
import { QuizAssignments } from './assignments.ts';
import { csvField, parseQuestionsCsv } from './csv.ts';
import { teacherQuizSchema, type ClassStudent, type ClassView, type TeacherQuiz, type TeacherQuizInput, type TeacherQuizSummary } from './schema.ts';

const quizGone = () => notFound('That quiz was not found.', 'quiz_not_found');

export class TeacherQuizzes {
  #db: Db;
  #quizzes: Quizzes;
  /** Giving the teacher's quizzes to students by username. */
  readonly assignments: QuizAssignments;
  constructor(db: Db, quizzes: Quizzes) {
    this.#db = db;
    this.#quizzes = quizzes;
    this.assignments = new QuizAssignments(db, (ownerId, id) => this.#own(ownerId, id));
  }

  async list(ownerId: number): Promise<TeacherQuizSummary[]> {
    const rows = await this.#db.select().from(quizzes).where(and(eq(quizzes.ownerId, ownerId), eq(quizzes.mode, 'teacher'))).orderBy(desc(quizzes.createdAt), desc(quizzes.id));
    return Promise.all(rows.map((q) => this.#summary(q)));
  }

  async get(ownerId: number, id: number): Promise<TeacherQuiz> {
    const q = await this.#own(ownerId, id);
    const questions = await this.#quizzes.questionsOf(q.id);
    return {
      ...(await this.#summary(q)),
      questions: questions.map((x) => ({ id: `qq-${x.id}`, text: x.text, choices: x.choices, correct_index: x.correctIndex, explanation: x.explanation })),
    };
  }

  async create(ownerId: number, raw: TeacherQuizInput): Promise<TeacherQuiz> {
    const input = parseInput(teacherQuizSchema, raw);
    const quiz = await this.#quizzes.createQuiz(ownerId, { ...input, mode: 'teacher' });
    return this.get(ownerId, quiz.id);
  }

  /** Replaces title, subject, grade and the questions (in order); the code stays. */
  async update(ownerId: number, id: number, raw: TeacherQuizInput): Promise<TeacherQuiz> {
    const input = parseInput(teacherQuizSchema, raw);
    const q = await this.#own(ownerId, id);
    await this.#db.transaction(async (tx) => {
      await tx.update(quizzes).set({ title: input.title, subject: input.subject, grade: input.grade }).where(eq(quizzes.id, q.id));
      await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, q.id));
      await tx.insert(quizQuestions).values(input.questions.map((question, position) => ({
        quizId: q.id, position, text: question.text, choices: question.choices, correctIndex: question.correct_index, explanation: question.explanation ?? '',
      })));
    });
    return this.get(ownerId, q.id);
  }

  /**
   * Adds pasted CSV/TSV questions to the quiz, all or nothing: when any line is rejected nothing
   * is saved and the answer (422) lists every rejected line.
   */
  async importQuestions(ownerId: number, id: number, text: string): Promise<TeacherQuiz> {
    const parsed = parseQuestionsCsv(text);
    if (parsed.rejected.length > 0 || parsed.questions.length === 0) {
      throw unprocessable(parsed.questions.length === 0 && parsed.rejected.length === 0 ? 'There are no questions in that text.' : `${parsed.rejected.length} line${parsed.rejected.length === 1 ? '' : 's'} could not be read, so nothing was saved.`, 'import_rejected', { rejected: parsed.rejected });
    }
    const current = await this.get(ownerId, id);
    return this.update(ownerId, id, {
      title: current.title, subject: current.subject as TeacherQuizInput['subject'], grade: current.grade,
      questions: [...current.questions.map((q) => ({ text: q.text, choices: q.choices, correct_index: q.correct_index, explanation: q.explanation })), ...parsed.questions],
    });
  }

  /** A copy with a new code and "(copy)" in its title. */
  async duplicate(ownerId: number, id: number): Promise<TeacherQuiz> {
    const source = await this.get(ownerId, id);
    const quiz = await this.#quizzes.createQuiz(ownerId, {
      title: `${source.title} (copy)`.slice(0, 120), subject: source.subject, grade: source.grade, mode: 'teacher',
      questions: source.questions.map((x) => ({ text: x.text, choices: x.choices, correct_index: x.correct_index, explanation: x.explanation })),
    });
    return this.get(ownerId, quiz.id);
  }

  /** Archived quizzes keep their results but their code no longer opens them. */
  async archive(ownerId: number, id: number, archived = true): Promise<TeacherQuizSummary> {
    const q = await this.#own(ownerId, id);
    const [row] = await this.#db.update(quizzes).set({ archivedAt: archived ? sql`now()` : null }).where(eq(quizzes.id, q.id)).returning();
    return this.#summary(row);
  }

  async classView(ownerId: number, id: number): Promise<ClassView> {
    const q = await this.#own(ownerId, id);
    const sessions = await this.#db.select({
      userId: quizGameSessions.userId, username: users.username, displayName: users.displayName,
      answered: sql<number>`sum(${quizGameSessions.questionsAnswered})::int`, correct: sql<number>`sum(${quizGameSessions.questionsCorrect})::int`,
      levels: sql<number>`sum(${quizGameSessions.levelsClimbed})::int`, last: sql<string>`max(${quizGameSessions.updatedAt})`,
    }).from(quizGameSessions).innerJoin(users, eq(users.id, quizGameSessions.userId))
      .where(eq(quizGameSessions.quizId, q.id)).groupBy(quizGameSessions.userId, users.username, users.displayName);
    const ids = sessions.map((s) => s.userId);
    const missed = ids.length === 0 ? [] : await this.#db.select({ userId: quizAnswers.userId, questionId: quizAnswers.questionId, times: sql<number>`count(*)::int` })
      .from(quizAnswers).where(and(eq(quizAnswers.quizId, q.id), eq(quizAnswers.correct, false), inArray(quizAnswers.userId, ids)))
      .groupBy(quizAnswers.userId, quizAnswers.questionId);
    const texts = new Map((await this.#quizzes.questionsOf(q.id)).map((x) => [`qq-${x.id}`, x.text]));
    const students: ClassStudent[] = sessions.map((s) => ({
      user_id: s.userId, username: s.username, display_name: s.displayName,
      questions_answered: s.answered, questions_correct: s.correct, levels_climbed: s.levels, last_played: new Date(s.last).toISOString(),
      missed: missed.filter((m) => m.userId === s.userId).map((m) => ({ question_id: m.questionId, text: texts.get(m.questionId) ?? '(a question no longer in the quiz)', times: m.times }))
        .sort((a, b) => b.times - a.times),
    })).sort((a, b) => b.last_played.localeCompare(a.last_played));
    return { success: true, quiz: await this.#summary(q), students };
  }

  async resultsCsv(ownerId: number, id: number): Promise<{ filename: string; csv: string }> {
    const view = await this.classView(ownerId, id);
    const lines = [['Student', 'Username', 'Questions answered', 'Questions correct', 'Levels climbed', 'Last played', 'Missed questions']];
    for (const s of view.students) {
      lines.push([s.display_name, s.username, String(s.questions_answered), String(s.questions_correct), String(s.levels_climbed), s.last_played, s.missed.map((m) => `${m.text} (${m.times}x)`).join('; ')]);
    }
    return { filename: `${view.quiz.code}-results.csv`, csv: `${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n` };
  }

  async #own(ownerId: number, id: number): Promise<Quiz> {
    const q = await this.#quizzes.findById(id);
    if (!q || q.ownerId !== ownerId || q.mode !== 'teacher') throw quizGone();
    return q;
  }

  async #summary(q: Quiz): Promise<TeacherQuizSummary> {
    const [counts] = await this.#db.select({
      questions: sql<number>`(select count(*)::int from quiz_questions where quiz_id = ${q.id})`,
      players: sql<number>`(select count(distinct user_id)::int from quiz_game_sessions where quiz_id = ${q.id})`,
    }).from(quizzes).where(eq(quizzes.id, q.id));
    return { id: q.id, code: q.code, title: q.title, subject: q.subject, grade: q.grade, questions: counts.questions, players: counts.players, archived: q.archivedAt !== null, created_at: q.createdAt.toISOString() };
  }
}
