// Quizzes in the database: creating one (with a fresh unique code) and finding one by code or id.
// Codes are stored uppercase; an archived quiz is never found by its code.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { quizQuestions, quizzes, type Quiz, type QuizQuestion } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { generateQuizCode, normalizeQuizCode } from './codes.ts';
import { newQuizSchema, QUIZ_NOT_FOUND_MESSAGE, type NewQuiz } from './schema.ts';

const CODE_ATTEMPTS = 10;

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}

export const quizNotFound = () => notFound(QUIZ_NOT_FOUND_MESSAGE, 'quiz_not_found');

export class Quizzes {
  #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  /** Creates a quiz with its questions (in the given order) under a fresh code. */
  async createQuiz(ownerId: number, input: NewQuiz): Promise<Quiz> {
    const q = parseInput(newQuizSchema, input);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#db.transaction(async (tx) => {
          const [quiz] = await tx.insert(quizzes).values({
            code: generateQuizCode(), ownerId, title: q.title, subject: q.subject, grade: q.grade ?? null, mode: q.mode,
          }).returning();
          if (q.questions.length) {
            await tx.insert(quizQuestions).values(q.questions.map((question, position) => ({
              quizId: quiz.id, position, text: question.text, choices: question.choices,
              correctIndex: question.correct_index, explanation: question.explanation ?? '',
            })));
          }
          return quiz;
        });
      } catch (err) {
        // 32^6 codes: a collision is rare; try another code.
        if (attempt < CODE_ATTEMPTS && isUniqueViolation(err, 'quizzes_code_unique')) continue;
        throw err;
      }
    }
  }

  async findByCode(code: string): Promise<Quiz | undefined> {
    const [quiz] = await this.#db.select().from(quizzes).where(and(eq(quizzes.code, code.toUpperCase()), isNull(quizzes.archivedAt)));
    return quiz;
  }

  /** The live quiz for a code as the client typed it: 400 when it cannot be a code, 404 when unknown. */
  async requireByCode(raw: string): Promise<Quiz> {
    const code = normalizeQuizCode(raw);
    const quiz = code ? await this.findByCode(code) : undefined;
    if (!quiz) throw quizNotFound();
    return quiz;
  }

  async findById(id: number): Promise<Quiz | undefined> {
    const [quiz] = await this.#db.select().from(quizzes).where(eq(quizzes.id, id));
    return quiz;
  }

  async questionsOf(quizId: number): Promise<QuizQuestion[]> {
    return this.#db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId)).orderBy(asc(quizQuestions.position));
  }

  async findQuestion(id: number): Promise<QuizQuestion | undefined> {
    const [question] = await this.#db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
    return question;
  }
}
