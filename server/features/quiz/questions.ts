// One view over both kinds of question: quiz questions in the database (public id "qq-<id>") and
// bank questions (their bank ids). Turning either into what the client may see drops the answer.
import { findQuestion, type BankQuestion } from './bank/index.ts';
import type { QuizQuestion } from '../../db/schema.ts';
import type { Quizzes } from './quizzes.ts';
import type { PublicQuestion } from './schema.ts';

/** A question with its answer, for checking; never sent as is. */
export interface CheckableQuestion {
  id: string;
  quizId: number | null;
  text: string;
  choices: string[];
  correctIndex: number;
  explanation: string;
  subject: string;
  grade: number | null;
}

const INT_MAX = 2_147_483_647;
export const quizQuestionId = (id: number) => `qq-${id}`;

/** The database id inside "qq-<id>", or undefined for any other id. */
export function parseQuizQuestionId(id: string): number | undefined {
  const m = /^qq-([1-9]\d{0,9})$/.exec(id);
  const n = m ? Number(m[1]) : NaN;
  return n <= INT_MAX ? n : undefined;
}

/** "language_arts" to "Language Arts Practice". */
export function practiceTitle(subject: string): string {
  const words = subject.split('_').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1));
  return `${words.join(' ') || 'Quiz'} Practice`;
}

export function fromQuizQuestion(q: QuizQuestion, quiz: { subject: string; grade: number | null }): CheckableQuestion {
  return {
    id: quizQuestionId(q.id), quizId: q.quizId, text: q.text, choices: q.choices, correctIndex: q.correctIndex,
    explanation: q.explanation, subject: quiz.subject, grade: quiz.grade,
  };
}

export function fromBankQuestion(q: BankQuestion): CheckableQuestion {
  return { id: q.id, quizId: null, text: q.text, choices: q.choices, correctIndex: q.correct_index, explanation: q.explanation, subject: q.subject, grade: q.grade };
}

export function toPublicQuestion(q: CheckableQuestion, quizTitle: string): PublicQuestion {
  return {
    id: q.id, text: q.text, choices: q.choices.map((text, index) => ({ text, index })),
    quiz_title: quizTitle, subject: q.subject, grade: q.grade,
  };
}

export function findBankQuestion(id: string): CheckableQuestion | undefined {
  const q = findQuestion(id);
  return q ? fromBankQuestion(q) : undefined;
}

/** Any question by its public id, with its answer. */
export async function findAnyQuestion(quizzes: Quizzes, id: string): Promise<CheckableQuestion | undefined> {
  const dbId = parseQuizQuestionId(id);
  if (dbId === undefined) return findBankQuestion(id);
  const q = await quizzes.findQuestion(dbId);
  const quiz = q ? await quizzes.findById(q.quizId) : undefined;
  return q && quiz ? fromQuizQuestion(q, quiz) : undefined;
}
