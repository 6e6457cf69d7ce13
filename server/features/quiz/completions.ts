// Quiz completions: a signed-in player's run through a quiz in a feature (the jumping game) and its
// results. The server recomputes whether each answer was correct and stores both its verdict and
// the client's claim. Only the owner sees or submits a completion; anyone else gets "not found".
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizCompletionAnswers, quizCompletions } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { findBankQuestion, fromQuizQuestion, quizQuestionId, type CheckableQuestion } from './questions.ts';
import { quizNotFound, type Quizzes } from './quizzes.ts';
import type { ResultAnswer } from './schema.ts';

const INT_MAX = 2_147_483_647;
const alreadySubmitted = () => conflict('These results were already submitted.', 'already_submitted');

export class Completions {
  #db: Db;
  #quizzes: Quizzes;
  constructor(db: Db, quizzes: Quizzes) {
    this.#db = db;
    this.#quizzes = quizzes;
  }

  /** quiz_id is the quiz's number (also as a string of digits) or its code. */
  async start(userId: number, quizRef: number | string, featureType: string): Promise<number> {
    const quiz = typeof quizRef === 'number' || /^\d+$/.test(quizRef)
      ? (Number(quizRef) <= INT_MAX ? await this.#quizzes.findById(Number(quizRef)) : undefined)
      : await this.#quizzes.findByCode(quizRef);
    if (!quiz || quiz.archivedAt) throw quizNotFound();
    const [row] = await this.#db.insert(quizCompletions).values({ userId, quizId: quiz.id, featureType }).returning({ id: quizCompletions.id });
    return row.id;
  }

  /** Stores the results once. Answers name questions of the completion's quiz (or bank questions). */
  async submitResults(userId: number, completionId: number, answers: ResultAnswer[]): Promise<void> {
    const mine = and(eq(quizCompletions.id, completionId), eq(quizCompletions.userId, userId));
    const [c] = await this.#db.select().from(quizCompletions).where(mine);
    if (!c) throw notFound('That quiz completion was not found.', 'completion_not_found');
    if (c.submittedAt) throw alreadySubmitted();
    const quiz = await this.#quizzes.findById(c.quizId);
    const own = new Map<string, CheckableQuestion>();
    if (quiz) for (const q of await this.#quizzes.questionsOf(quiz.id)) own.set(quizQuestionId(q.id), fromQuizQuestion(q, quiz));
    const rows = answers.map((a, i) => {
      const q = own.get(a.question_id) ?? findBankQuestion(a.question_id);
      if (!q) throw unprocessable(`Question ${a.question_id} is not part of this quiz.`, 'unknown_question', { field: `answers.${i}.question_id` });
      if (a.selected_choice_index >= q.choices.length) {
        throw unprocessable('selected_choice_index is not one of the choices.', 'invalid_choice', { field: `answers.${i}.selected_choice_index` });
      }
      return {
        completionId, questionId: q.id, selectedChoiceIndex: a.selected_choice_index,
        claimedCorrect: a.correct ?? null, correct: a.selected_choice_index === q.correctIndex,
        answeredAt: a.answered_at ? new Date(a.answered_at) : null,
      };
    });
    // Only `tx` inside: PGlite has one connection, and a query outside would wait for this transaction.
    await this.#db.transaction(async (tx) => {
      const [marked] = await tx.update(quizCompletions).set({ submittedAt: sql`now()` })
        .where(and(mine, isNull(quizCompletions.submittedAt))).returning({ id: quizCompletions.id });
      if (!marked) throw alreadySubmitted();
      if (rows.length) await tx.insert(quizCompletionAnswers).values(rows);
    });
  }
}
