// The summer workbook: each subject has one ten-question set per day and grade (the bank's
// dailySet), served one position at a time without the answer, checked here by position, and a
// signed-in player's finished quiz stored with the score the server computed.
import type { Db } from '../../db/connect.ts';
import { workbookResults } from '../../db/schema.ts';
import { badRequest, unprocessable } from '../../http/errors.ts';
import type { PublicUser } from '../auth/schema.ts';
import { dailySet, isGrade, type BankQuestion, type Grade } from '../quiz/bank/index.ts';
import { DEFAULT_EXPLANATION } from '../quiz/schema.ts';
import {
  DEFAULT_WORKBOOK_GRADE, WORKBOOK_LENGTH, WORKBOOK_QUIZ_ID, workbookQuizId,
  type WorkbookAnswerResponse, type WorkbookQuestionResponse, type WorkbookResultInput, type WorkbookResultResponse, type WorkbookSubject,
} from './schema.ts';

/** The earliest day a set is served for; later than tomorrow (UTC) is not served either. */
export const FIRST_WORKBOOK_DAY = '2020-01-01';
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A student's own grade; everyone else (and a student without one) the default grade. */
export function workbookGrade(user: PublicUser | undefined): Grade {
  return user?.role === 'student' && isGrade(user.grade) ? user.grade : DEFAULT_WORKBOOK_GRADE;
}

export class WorkbookService {
  #db: Db;
  #now: () => number;
  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** The day asked for, or today (UTC). Tomorrow is allowed: a player's local day may be ahead. */
  day(date: string | undefined): string {
    const now = this.#now();
    if (date === undefined) return isoDay(now);
    if (date < FIRST_WORKBOOK_DAY || date > isoDay(now + DAY_MS)) {
      throw badRequest(`date must be a day from ${FIRST_WORKBOOK_DAY} to today.`, 'date_out_of_range', { field: 'date' });
    }
    return date;
  }

  set(subject: WorkbookSubject, grade: Grade, day: string): BankQuestion[] {
    return dailySet({ subject, grade, date: day, size: WORKBOOK_LENGTH });
  }

  question(user: PublicUser | undefined, subject: WorkbookSubject, n: number, date?: string): WorkbookQuestionResponse {
    const day = this.day(date);
    const grade = workbookGrade(user);
    const q = this.#at(subject, grade, day, n);
    return {
      status: 'ok',
      question: {
        id: q.id, position: n, text: q.text, choices: q.choices.map((text, index) => ({ text, index })),
        subject, grade, date: day, quiz_id: workbookQuizId(subject, day),
      },
    };
  }

  /** Checks the answer to question n of the day's set; the answer and explanation come only now. */
  check(user: PublicUser | undefined, subject: WorkbookSubject, n: number, selected: number, date?: string): WorkbookAnswerResponse {
    const q = this.#at(subject, workbookGrade(user), this.day(date), n);
    if (selected >= q.choices.length) throw badRequest('selected_index is not one of the choices.', 'invalid_input', { field: 'selected_index' });
    return {
      status: 'ok', correct: selected === q.correct_index, correct_index: q.correct_index,
      correct_choice: q.choices[q.correct_index], explanation: q.explanation.trim() || DEFAULT_EXPLANATION,
    };
  }

  /** Stores a finished quiz. Every answer must be the day's question at its position; the score is recomputed. */
  async saveResult(user: PublicUser, input: WorkbookResultInput): Promise<WorkbookResultResponse> {
    const [, idSubject, idDay] = WORKBOOK_QUIZ_ID.exec(input.quiz_id) ?? [];
    if (idSubject !== input.subject) throw unprocessable('quiz_id is not the workbook of this subject.', 'subject_mismatch', { field: 'quiz_id' });
    const day = this.day(idDay);
    const grade = workbookGrade(user);
    const set = this.set(input.subject, grade, day);
    const answers = input.answers.map((a, i) => {
      const q = set[i];
      if (!q || q.id !== a.questionId) {
        throw unprocessable(`Answer ${i + 1} is not for question ${i + 1} of this workbook.`, 'not_in_workbook', { field: `answers.${i}.questionId` });
      }
      if (a.selectedIndex >= q.choices.length) {
        throw unprocessable('selectedIndex is not one of the choices.', 'invalid_choice', { field: `answers.${i}.selectedIndex` });
      }
      return { questionId: q.id, selectedIndex: a.selectedIndex, correct: a.selectedIndex === q.correct_index, claimedCorrect: a.isCorrect };
    });
    const score = answers.filter((a) => a.correct).length;
    const [row] = await this.#db.insert(workbookResults).values({
      userId: user.id, subject: input.subject, grade, day, score, claimedScore: input.score, totalQuestions: WORKBOOK_LENGTH, answers,
    }).returning({ id: workbookResults.id });
    return { success: true, result_id: row.id, score, total_questions: WORKBOOK_LENGTH };
  }

  #at(subject: WorkbookSubject, grade: Grade, day: string, n: number): BankQuestion {
    const q = this.set(subject, grade, day)[n - 1];
    // dailySet always gives WORKBOOK_LENGTH questions for the bank's subjects; a gap is a bank bug.
    if (!q) throw new Error(`workbook ${subject} grade ${grade} on ${day} has no question ${n}`);
    return q;
  }
}
