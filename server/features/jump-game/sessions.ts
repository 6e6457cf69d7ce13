// Quiz game sessions: a signed-in player's game on a class or friend quiz, with counters the
// teacher sees. Counters only grow, questions_correct never exceeds questions_answered (also a
// database check), and a completed session is frozen. Another user's session is "not found".
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizGameSessions, type QuizGameSession } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { Quizzes } from '../quiz/quizzes.ts';
import type { GameSession } from './schema.ts';

export interface CounterUpdate {
  questions_answered?: number;
  questions_correct?: number;
  levels_climbed?: number;
}

export const toGameSession = (s: QuizGameSession): GameSession => ({
  id: s.id, quiz_code: s.quizCode, questions_answered: s.questionsAnswered, questions_correct: s.questionsCorrect,
  levels_climbed: s.levelsClimbed, completed_at: s.completedAt ? s.completedAt.toISOString() : null,
});

const sessionNotFound = () => notFound('That game session was not found.', 'session_not_found');

export class GameSessions {
  #db: Db;
  #quizzes: Quizzes;
  constructor(db: Db, quizzes: Quizzes) {
    this.#db = db;
    this.#quizzes = quizzes;
  }

  async start(userId: number, rawCode: string): Promise<QuizGameSession> {
    const quiz = await this.#quizzes.requireByCode(rawCode);
    const [row] = await this.#db.insert(quizGameSessions).values({ userId, quizId: quiz.id, quizCode: quiz.code }).returning();
    return row;
  }

  async update(userId: number, id: number, input: CounterUpdate): Promise<QuizGameSession> {
    return this.#db.transaction(async (tx) => {
      const [s] = await tx.select().from(quizGameSessions).where(and(eq(quizGameSessions.id, id), eq(quizGameSessions.userId, userId))).for('update');
      if (!s) throw sessionNotFound();
      if (s.completedAt) throw conflict('This game session is already complete.', 'session_completed');
      const next = {
        questionsAnswered: input.questions_answered ?? s.questionsAnswered,
        questionsCorrect: input.questions_correct ?? s.questionsCorrect,
        levelsClimbed: input.levels_climbed ?? s.levelsClimbed,
      };
      if (next.questionsAnswered < s.questionsAnswered || next.questionsCorrect < s.questionsCorrect || next.levelsClimbed < s.levelsClimbed) {
        throw unprocessable('Game session counters can only go up.', 'counter_decreased');
      }
      if (next.questionsCorrect > next.questionsAnswered) {
        throw unprocessable('questions_correct cannot be more than questions_answered.', 'invalid_counters', { field: 'questions_correct' });
      }
      const [row] = await tx.update(quizGameSessions).set({ ...next, updatedAt: sql`now()` }).where(eq(quizGameSessions.id, id)).returning();
      return row;
    });
  }

  /** Sets completed_at once; completing again answers the session as it is. */
  async complete(userId: number, id: number): Promise<QuizGameSession> {
    const mine = and(eq(quizGameSessions.id, id), eq(quizGameSessions.userId, userId));
    const [done] = await this.#db.update(quizGameSessions)
      .set({
        completedAt: sql`coalesce(${quizGameSessions.completedAt}, now())`,
        updatedAt: sql`case when ${quizGameSessions.completedAt} is null then now() else ${quizGameSessions.updatedAt} end`,
      })
      .where(mine).returning();
    if (!done) throw sessionNotFound();
    return done;
  }
}
