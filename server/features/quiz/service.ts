// The quiz calls: the next question (from a quiz code or the bank), all questions of a quiz, and
// checking an answer. Questions leave here without their answers; answers are checked and recorded
// here (with the refill count, see refill.ts). Routes are thin adapters over this.
import crypto from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { Quiz } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { PublicUser } from '../auth/schema.ts';
import { FALLBACK_QUESTION, isGrade, pickQuestion } from './bank/index.ts';
import { normalizeQuizCode } from './codes.ts';
import { findAnyQuestion, findBankQuestion, fromBankQuestion, fromQuizQuestion, practiceTitle, toPublicQuestion, type CheckableQuestion } from './questions.ts';
import { Quizzes } from './quizzes.ts';
import { RecentQuestions } from './recent.ts';
import type { Answerer, RefillService } from './refill.ts';
import {
  DEFAULT_EXPLANATION, QUESTION_NOT_FOUND_MESSAGE, type AllQuestionsResponse, type AnswerInput, type AnswerResponse, type NewQuiz, type QuestionResponse,
} from './schema.ts';

/** Who asks for a question: the user if signed in, and a key naming the player for variety. */
export interface Viewer {
  user?: PublicUser;
  key?: string;
  /** Who is served: recorded so that one answer to this question may count toward a refill. */
  who?: Answerer;
}

export class QuizService {
  readonly quizzes: Quizzes;
  #refill: RefillService;
  #recent = new RecentQuestions();
  constructor(db: Db, refill: RefillService) {
    this.quizzes = new Quizzes(db);
    this.#refill = refill;
  }

  createQuiz(ownerId: number, input: NewQuiz): Promise<Quiz> {
    return this.quizzes.createQuiz(ownerId, input);
  }

  /**
   * The next question: the first valid id of `prioritized` (the client's retry queue) when there is
   * one, otherwise a random one the viewer has not just seen. With a code, from that quiz; without,
   * from the bank (a student's own grade; anyone else any grade and subject).
   */
  async nextQuestion(viewer: Viewer, rawCode: string | undefined, prioritized: readonly string[]): Promise<QuestionResponse> {
    const code = normalizeQuizCode(rawCode);
    const userGrade = viewer.user?.grade ?? null;
    const userContext = (q: CheckableQuestion) => ({ logged_in: Boolean(viewer.user), user_grade: userGrade, question_grade: q.grade });
    const historyKey = viewer.key ? `${viewer.key}|${code ?? ''}` : undefined;
    const recent = this.#recent.get(historyKey);
    const serve = async (q: CheckableQuestion, title: string, mode: QuestionResponse['quiz_context']['quiz_mode']): Promise<QuestionResponse> => {
      this.#recent.add(historyKey, q.id);
      if (viewer.who) await this.#refill.recordServed(viewer.who, q.id);
      return { success: true, question: toPublicQuestion(q, title), user_context: userContext(q), quiz_context: { quiz_mode: mode } };
    };

    if (code) {
      const quiz = await this.quizzes.requireByCode(code);
      const pool = (await this.quizzes.questionsOf(quiz.id)).map((q) => fromQuizQuestion(q, quiz));
      if (pool.length === 0) return serve(fromBankQuestion(FALLBACK_QUESTION), FALLBACK_QUESTION.title, quiz.mode);
      const byId = new Map(pool.map((q) => [q.id, q]));
      const wanted = prioritized.flatMap((id) => byId.get(id) ?? []);
      return serve(firstPrioritized(wanted, recent) ?? pickVaried(pool, recent), quiz.title, quiz.mode);
    }

    const wanted = prioritized.flatMap((id) => findBankQuestion(id) ?? []);
    let q = firstPrioritized(wanted, recent);
    if (!q) {
      // A student gets their own grade (any subject); visitors, parents and teachers any grade.
      const grade = viewer.user?.role === 'student' && isGrade(viewer.user.grade) ? viewer.user.grade : undefined;
      q = fromBankQuestion(pickQuestion({ grade, seed: crypto.randomBytes(12).toString('base64url'), exclude: new Set(recent) }));
    }
    return serve(q, practiceTitle(q.subject), 'practice');
  }

  async allQuestions(rawCode: string): Promise<AllQuestionsResponse> {
    const quiz = await this.quizzes.requireByCode(rawCode);
    const questions = (await this.quizzes.questionsOf(quiz.id)).map((q) => {
      const { grade: _grade, ...rest } = toPublicQuestion(fromQuizQuestion(q, quiz), quiz.title);
      return rest;
    });
    return { success: true, quiz: { id: quiz.id, title: quiz.title }, questions };
  }

  /** Checks an answer on the server, records it, and counts it toward the player's refill. */
  async answer(who: Answerer, input: AnswerInput): Promise<AnswerResponse> {
    const q = await findAnyQuestion(this.quizzes, input.question_id);
    if (!q) throw notFound(QUESTION_NOT_FOUND_MESSAGE, 'question_not_found');
    if (input.selected_index >= q.choices.length) throw badRequest('selected_index is not one of the choices.', 'invalid_input', { field: 'selected_index' });
    const correct = input.selected_index === q.correctIndex;
    const refill = await this.#refill.recordAnswer(who, { questionId: q.id, quizId: q.quizId, correct, selectedIndex: input.selected_index });
    return {
      success: true, correct, correct_index: q.correctIndex, correct_choice: q.choices[q.correctIndex] ?? '',
      explanation: q.explanation.trim() || DEFAULT_EXPLANATION, refill,
    };
  }
}

/** The first wanted question that is not the one just served (or that one if it is all there is). */
function firstPrioritized(wanted: CheckableQuestion[], recent: readonly string[]): CheckableQuestion | undefined {
  const last = recent.at(-1);
  return wanted.find((q) => q.id !== last) ?? wanted[0];
}

/** A random question, avoiding the recent ones while any other is left. */
function pickVaried(pool: CheckableQuestion[], recent: readonly string[]): CheckableQuestion {
  const last = recent.at(-1);
  let options = pool.filter((q) => !recent.includes(q.id));
  if (options.length === 0) options = pool.filter((q) => q.id !== last);
  if (options.length === 0) options = pool;
  return options[crypto.randomInt(options.length)];
}
