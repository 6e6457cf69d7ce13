// The shapes of the summer workbook calls and of GET /api/v1/my_quizzes, shared by the server
// (validation) and the client (types). A workbook question leaves the server without its answer:
// POST /summer_workbook/{subject}/answer checks it and only then gives the explanation.
import { z } from 'zod';
import { SUBJECTS, type Subject } from '../quiz/bank/types.ts';

/** Questions in one workbook quiz (spec 002, section 9). */
export const WORKBOOK_LENGTH = 10;
/** The grade served to visitors, parents and teachers (and students without a grade). */
export const DEFAULT_WORKBOOK_GRADE = 3;
export const WORKBOOK_SUBJECTS = SUBJECTS;
export type WorkbookSubject = Subject;

/** How each subject is shown on the /quizzes cards (the colour theme is the client's). */
export const SUBJECT_INFO: Record<WorkbookSubject, { title: string; emoji: string; blurb: string }> = {
  math: { title: 'Math', emoji: '🔢', blurb: 'Numbers, shapes and puzzles to keep your brain sharp.' },
  language_arts: { title: 'Language Arts', emoji: '📚', blurb: 'Words, spelling and grammar adventures.' },
  science: { title: 'Science', emoji: '🔬', blurb: 'Plants, planets, animals and how things work.' },
  history: { title: 'History', emoji: '🏛️', blurb: 'Stories of people and places from long ago.' },
  geography: { title: 'Geography', emoji: '🌍', blurb: 'Rivers, mountains and countries of our world.' },
};

const subjectList = WORKBOOK_SUBJECTS.join(', ');

export const subjectParamSchema = z.object({
  subject: z.string().refine((s): s is WorkbookSubject => (WORKBOOK_SUBJECTS as readonly string[]).includes(s), {
    message: `There is no workbook for that subject. Choose one of: ${subjectList}`,
  }),
});

const positionMessage = `n is the question number, a whole number from 1 to ${WORKBOOK_LENGTH}`;

/** "1".."10" in a query string, or 1..10 in a JSON body. */
const position = z.union([z.number(), z.string().regex(/^\d{1,3}$/, positionMessage).transform(Number)], {
  error: (iss) => (iss.input === undefined ? `Please give the question number n (1 to ${WORKBOOK_LENGTH})` : positionMessage),
}).pipe(z.number().int(positionMessage).min(1, positionMessage).max(WORKBOOK_LENGTH, positionMessage));

/** A calendar day as YYYY-MM-DD (the range is checked by the service against today). */
export const workbookDateSchema = z.string({ error: 'date must be a day written YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day written YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date is not a real calendar day');

export const questionQuerySchema = z.object({ n: position, date: workbookDateSchema.optional() });

export const answerBodySchema = z.object({
  n: position,
  date: workbookDateSchema.optional(),
  selected_index: z.number({ error: 'Please choose an answer (selected_index must be a number)' })
    .int('selected_index must be a whole number').min(0, 'selected_index must be 0 or more').max(9, 'selected_index is not one of the choices'),
});

/** "workbook-math-2026-07-01": the workbook quiz of one subject on one day. */
export const workbookQuizId = (subject: WorkbookSubject, date: string) => `workbook-${subject}-${date}`;
export const WORKBOOK_QUIZ_ID = /^workbook-([a-z_]+)-(\d{4}-\d{2}-\d{2})$/;

const shortText = (label: string) => z.string({ error: `${label} must be text` }).max(2000, `${label} is too long`);

/** One answer of the Quiz result payload, plus the question's id so the server can check it. */
export const resultAnswerSchema = z.object({
  questionId: z.string({ error: 'questionId must be text' }).trim().min(1, 'Please give the questionId').max(40, 'questionId is too long'),
  selectedIndex: z.number({ error: 'selectedIndex must be a number' }).int('selectedIndex must be a whole number').min(0, 'selectedIndex must be 0 or more').max(9, 'selectedIndex is not one of the choices'),
  isCorrect: z.boolean({ error: 'isCorrect must be true or false' }),
  questionText: shortText('questionText').optional(),
  answerText: shortText('answerText').optional(),
});

/** The Quiz result payload of a workbook quiz (POST /api/v1/workbook_results). */
export const workbookResultSchema = z.object({
  score: z.number({ error: 'score must be a number' }).int('score must be a whole number').min(0, 'score must be 0 or more').max(WORKBOOK_LENGTH, `score is at most ${WORKBOOK_LENGTH}`),
  total_questions: z.literal(WORKBOOK_LENGTH, { error: `total_questions must be ${WORKBOOK_LENGTH}` }),
  subject: subjectParamSchema.shape.subject,
  grade: z.number().int().min(0).max(8).nullable().optional(),
  quiz_id: z.string({ error: 'quiz_id must be the workbook quiz id' }).regex(WORKBOOK_QUIZ_ID, 'quiz_id must look like workbook-<subject>-<YYYY-MM-DD>'),
  answers: z.array(resultAnswerSchema, { error: 'Please send the answers as a list' })
    .length(WORKBOOK_LENGTH, `Send all ${WORKBOOK_LENGTH} answers`),
});
export type WorkbookResultInput = z.infer<typeof workbookResultSchema>;

// ---- Answers ----------------------------------------------------------------------------------

/** A workbook question as the client sees it: no correct index, no explanation yet. */
export interface WorkbookQuestion {
  id: string;
  position: number;
  text: string;
  choices: { text: string; index: number }[];
  subject: WorkbookSubject;
  grade: number;
  date: string;
  quiz_id: string;
}

export interface WorkbookQuestionResponse { status: 'ok'; question: WorkbookQuestion }

export interface WorkbookAnswerResponse {
  status: 'ok';
  correct: boolean;
  correct_index: number;
  correct_choice: string;
  explanation: string;
}

export interface WorkbookResultResponse { success: true; result_id: number; score: number; total_questions: number }

export interface WorkbookSubjectCard { subject: WorkbookSubject; title: string; emoji: string; blurb: string; path: string }

export interface ClassQuizItem {
  quiz_id: number;
  code: string;
  title: string;
  subject: string;
  grade: number | null;
  mode: 'teacher' | 'friend';
  last_played_at: string;
}

/** A class quiz a teacher assigned to the student, with whether they have played it yet. */
export interface AssignedQuizItem {
  quiz_id: number;
  code: string;
  title: string;
  subject: string;
  grade: number | null;
  teacher_name: string;
  assigned_at: string;
  played: boolean;
  last_played_at: string | null;
}

export interface PastResultItem {
  kind: 'workbook' | 'quiz';
  title: string;
  subject: string;
  score: number;
  total_questions: number;
  date: string;
}

export interface MyQuizzesResponse {
  success: true;
  signed_in: boolean;
  grade: number;
  subjects: WorkbookSubjectCard[];
  /** Class quizzes assigned to the student, not yet played first, then newest. */
  assigned_quizzes: AssignedQuizItem[];
  class_quizzes: ClassQuizItem[];
  past_results: PastResultItem[];
}
