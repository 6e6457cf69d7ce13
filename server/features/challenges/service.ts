// Friend challenges: a signed-in player turns a quiz they finished (a class or friend quiz, or a
// summer workbook day) or questions they pick from the bank into a quiz with its own code (mode
// 'friend'); friends play it in Brain Climb's challenge mode, and the challenger sees how each did
// (their game sessions on it). Answers stay on the server as for every quiz.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizCompletions, quizGameSessions, quizzes, users, workbookResults } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { findQuestion, listQuestions } from '../quiz/bank/index.ts';
import type { Grade, Subject } from '../quiz/bank/types.ts';
import type { Quizzes } from '../quiz/quizzes.ts';
import { newChallengeSchema, type BankPick, type Challenge, type ChallengeSource, type NewChallenge } from './schema.ts';

type Question = { text: string; choices: string[]; correct_index: number; explanation: string };
const TITLE = (s: string) => s.replace('_', ' ').replace(/^\w/, (c) => c.toUpperCase());

export class Challenges {
  #db: Db;
  #quizzes: Quizzes;
  constructor(db: Db, quizzes: Quizzes) {
    this.#db = db;
    this.#quizzes = quizzes;
  }

  /** What this player finished and may turn into a challenge, newest first. */
  async sources(userId: number): Promise<ChallengeSource[]> {
    const done = await this.#db.select({ id: quizCompletions.id, title: quizzes.title, subject: quizzes.subject, at: quizCompletions.submittedAt })
      .from(quizCompletions).innerJoin(quizzes, eq(quizzes.id, quizCompletions.quizId))
      .where(and(eq(quizCompletions.userId, userId), isNotNull(quizCompletions.submittedAt))).orderBy(desc(quizCompletions.submittedAt)).limit(20);
    const days = await this.#db.select({ id: workbookResults.id, subject: workbookResults.subject, day: workbookResults.day, at: workbookResults.createdAt })
      .from(workbookResults).where(eq(workbookResults.userId, userId)).orderBy(desc(workbookResults.createdAt)).limit(20);
    return [
      ...done.map((d): ChallengeSource => ({ kind: 'completion', id: d.id, title: d.title, subject: d.subject, finished_at: d.at!.toISOString() })),
      ...days.map((d): ChallengeSource => ({ kind: 'workbook', id: d.id, title: `Summer Workbook: ${TITLE(d.subject)} (${d.day})`, subject: d.subject, finished_at: d.at.toISOString() })),
    ].sort((a, b) => b.finished_at.localeCompare(a.finished_at));
  }

  /** Bank questions to pick from (no answers). */
  bank(subject: Subject, grade: Grade): BankPick[] {
    return listQuestions({ subject, grade }).slice(0, 60).map((q) => ({ id: q.id, text: q.text }));
  }

  async create(userId: number, raw: NewChallenge): Promise<Challenge> {
    const input = parseInput(newChallengeSchema, raw);
    let title: string;
    let subject: string;
    let grade: number | null;
    let questions: Question[];
    if (input.from === 'completion') {
      const [c] = await this.#db.select().from(quizCompletions).where(and(eq(quizCompletions.id, input.completion_id), eq(quizCompletions.userId, userId), isNotNull(quizCompletions.submittedAt)));
      const quiz = c && await this.#quizzes.findById(c.quizId);
      if (!quiz) throw notFound('You have not finished that quiz.', 'source_not_found');
      title = quiz.title;
      subject = quiz.subject;
      grade = quiz.grade;
      questions = (await this.#quizzes.questionsOf(quiz.id)).map((q) => ({ text: q.text, choices: q.choices, correct_index: q.correctIndex, explanation: q.explanation }));
    } else if (input.from === 'workbook') {
      const [w] = await this.#db.select().from(workbookResults).where(and(eq(workbookResults.id, input.result_id), eq(workbookResults.userId, userId)));
      if (!w) throw notFound('You have not finished that workbook quiz.', 'source_not_found');
      title = `Summer Workbook: ${TITLE(w.subject)}`;
      subject = w.subject;
      grade = w.grade;
      questions = fromBank(w.answers.map((a) => a.questionId));
    } else {
      questions = fromBank(input.question_ids);
      const first = findQuestion(input.question_ids[0])!;
      title = input.title ?? `${TITLE(first.subject)} Challenge`;
      subject = first.subject;
      grade = first.grade;
    }
    if (questions.length === 0) throw unprocessable('That quiz has no questions to share.', 'no_questions');
    const quiz = await this.#quizzes.createQuiz(userId, { title: `${title}`.slice(0, 120), subject, grade, mode: 'friend', questions });
    return (await this.list(userId)).find((c) => c.id === quiz.id)!;
  }

  async list(userId: number): Promise<Challenge[]> {
    const mine = await this.#db.select().from(quizzes).where(and(eq(quizzes.ownerId, userId), eq(quizzes.mode, 'friend'))).orderBy(desc(quizzes.createdAt), desc(quizzes.id));
    return Promise.all(mine.map(async (q) => {
      const friends = await this.#db.select({
        username: users.username, displayName: users.displayName,
        answered: sql<number>`sum(${quizGameSessions.questionsAnswered})::int`, correct: sql<number>`sum(${quizGameSessions.questionsCorrect})::int`,
        levels: sql<number>`sum(${quizGameSessions.levelsClimbed})::int`, last: sql<string>`max(${quizGameSessions.updatedAt})`,
      }).from(quizGameSessions).innerJoin(users, eq(users.id, quizGameSessions.userId))
        .where(eq(quizGameSessions.quizId, q.id)).groupBy(users.username, users.displayName);
      const [count] = await this.#db.select({ n: sql<number>`count(*)::int` }).from(sql`quiz_questions`).where(sql`quiz_id = ${q.id}`);
      return {
        id: q.id, code: q.code, title: q.title, subject: q.subject, questions: count.n, created_at: q.createdAt.toISOString(),
        friends: friends.map((f) => ({ username: f.username, display_name: f.displayName, questions_answered: f.answered, questions_correct: f.correct, levels_climbed: f.levels, last_played: new Date(f.last).toISOString() })),
      };
    }));
  }
}

function fromBank(ids: string[]): Question[] {
  const out: Question[] = [];
  for (const id of ids) {
    const q = findQuestion(id);
    if (!q) throw unprocessable(`The question ${id.slice(0, 40)} is not in the question bank.`, 'unknown_question');
    out.push({ text: q.text, choices: q.choices, correct_index: q.correct_index, explanation: q.explanation });
  }
  return out;
}
