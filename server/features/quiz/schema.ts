// The shapes of the quiz calls, shared by the server (validation) and the client (types). Questions
// sent to the client never carry the correct answer: POST /api/quiz/answer checks answers.
import { z } from 'zod';

export const QUIZ_CODE_LENGTH = 6;
export const QUIZ_MODES = ['teacher', 'friend'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];
export const QUIZ_NOT_FOUND_MESSAGE = 'Quiz code not found. Please check the code and try again.';
export const QUESTION_NOT_FOUND_MESSAGE = 'That question was not found. Please load a new question.';
export const DEFAULT_EXPLANATION = 'Good try! Keep learning!';
/** Distinct correct answers that refill the energy (spec section 9). */
export const REFILL_REQUIRED = 3;
export const QUESTION_ID_MAX_CHARS = 40;
export const PRIORITIZED_MAX = 20;
export const CHOICES_MAX = 10;
export const RESULTS_MAX = 200;

const text = (label: string) => ({ error: (iss: { input: unknown }) => (iss.input === undefined ? `Please give ${label}` : `The ${label} must be text`) });
const optionalQueryText = (label: string, max: number) => z.string(text(label)).max(max, `The ${label} is too long`).optional();

export const questionIdSchema = z.string(text('a question_id')).trim()
  .min(1, 'Please give a question_id')
  .max(QUESTION_ID_MAX_CHARS, `A question id is at most ${QUESTION_ID_MAX_CHARS} characters`);

/** A well-formed id ("qq-12", a bank id); anything else in a priority list is ignored. */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** "qq-1, m3-add-2,,junk!" to ['qq-1', 'm3-add-2']: at most 20 ids of at most 40 characters. */
export const prioritizeSchema = z.string(text('prioritize_questions list')).max(2000, 'The prioritize_questions list is too long')
  .transform((raw, ctx) => {
    const ids = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
    if (ids.length > PRIORITIZED_MAX) ctx.addIssue({ code: 'custom', message: `Send at most ${PRIORITIZED_MAX} question ids to retry` });
    else if (ids.some((id) => id.length > QUESTION_ID_MAX_CHARS)) ctx.addIssue({ code: 'custom', message: `A question id is at most ${QUESTION_ID_MAX_CHARS} characters` });
    return ids.filter((id) => QUESTION_ID_PATTERN.test(id));
  });

export const questionQuerySchema = z.object({
  quiz_code: optionalQueryText('quiz code', 100),
  prioritize_questions: prioritizeSchema.optional(),
});

export const allQuestionsQuerySchema = z.object({
  quiz_code: z.string({ error: (iss) => (iss.input === undefined ? 'Please enter a quiz code' : 'The quiz code must be text') }).max(100, 'The quiz code is too long')
    .refine((s) => s.trim() !== '', 'Please enter a quiz code'),
});

export const answerSchema = z.object({
  question_id: questionIdSchema,
  selected_index: z.number({ error: 'Please choose an answer (selected_index must be a number)' })
    .int('selected_index must be a whole number')
    .min(0, 'selected_index must be 0 or more')
    .max(CHOICES_MAX - 1, 'selected_index is not one of the choices'),
});
export type AnswerInput = z.infer<typeof answerSchema>;

/** A new quiz (the teacher UI and friend challenges; tests build quizzes with it now). */
export const newQuizQuestionSchema = z.object({
  text: z.string().trim().min(1, 'Please write the question').max(1000, 'A question is at most 1000 characters'),
  choices: z.array(z.string().trim().max(300, 'A choice is at most 300 characters')).min(2, 'Give at least 2 choices').max(CHOICES_MAX, `Give at most ${CHOICES_MAX} choices`),
  correct_index: z.number().int().min(0),
  explanation: z.string().trim().max(2000, 'An explanation is at most 2000 characters').optional(),
}).refine((q) => q.correct_index < q.choices.length && q.choices[q.correct_index] !== '', { message: 'The correct answer must be one of the choices', path: ['correct_index'] });

export const newQuizSchema = z.object({
  title: z.string().trim().min(1, 'Please give the quiz a title').max(120, 'A title is at most 120 characters'),
  subject: z.string().trim().regex(/^[a-z_]{1,30}$/, 'The subject is a lowercase word such as math or language_arts'),
  grade: z.number().int().min(0).max(8).nullable().optional(),
  mode: z.enum(QUIZ_MODES, { error: 'The mode is teacher or friend' }),
  questions: z.array(newQuizQuestionSchema).max(RESULTS_MAX, `A quiz has at most ${RESULTS_MAX} questions`),
});
export type NewQuiz = z.input<typeof newQuizSchema>;

export const completionSchema = z.object({
  quiz_id: z.union([
    z.number().int('quiz_id must be a whole number').positive('quiz_id must be a positive number').max(2_147_483_647, 'quiz_id is too large'),
    z.string().trim().regex(/^[A-Za-z0-9]{1,10}$/, 'quiz_id must be a quiz id or a quiz code'),
  ], { error: (iss) => (iss.input === undefined ? 'Please give the quiz_id' : 'quiz_id must be a quiz id or a quiz code') }),
  feature_type: z.string({ error: 'Please give the feature_type' }).trim().regex(/^[a-z0-9_]{1,40}$/, 'feature_type is a lowercase word such as jumping_game'),
});

export const resultAnswerSchema = z.object({
  question_id: questionIdSchema,
  selected_choice_index: z.number({ error: 'selected_choice_index must be a number' }).int('selected_choice_index must be a whole number').min(0, 'selected_choice_index must be 0 or more').max(CHOICES_MAX - 1, 'selected_choice_index is not one of the choices'),
  correct: z.boolean({ error: 'correct must be true or false' }).optional(),
  answered_at: z.string({ error: 'answered_at must be a date and time' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/, 'answered_at must be an ISO date and time')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'answered_at must be a date and time').optional(),
});

export const submitResultsSchema = z.object({
  answers: z.array(resultAnswerSchema, { error: 'Please send the answers as a list' }).max(RESULTS_MAX, `Send at most ${RESULTS_MAX} answers`),
});
export type ResultAnswer = z.infer<typeof resultAnswerSchema>;

// ---- Answers ----------------------------------------------------------------------------------

export interface PublicChoice { text: string; index: number }

/** A question as the client sees it: no correct_index, no explanation. */
export interface PublicQuestion {
  id: string;
  text: string;
  choices: PublicChoice[];
  quiz_title: string;
  subject: string;
  grade: number | null;
}

export interface QuestionResponse {
  success: true;
  question: PublicQuestion;
  user_context: { logged_in: boolean; user_grade: number | null; question_grade: number | null };
  quiz_context: { quiz_mode: QuizMode | 'practice' };
}

export interface AllQuestionsResponse {
  success: true;
  quiz: { id: number; title: string };
  questions: Omit<PublicQuestion, 'grade'>[];
}

export interface RefillStatus {
  correct_distinct: number;
  required: number;
  complete: boolean;
  /** Present when complete: proof for the game room that this refill was earned. */
  token?: string;
}

export interface AnswerResponse {
  success: true;
  correct: boolean;
  correct_index: number;
  correct_choice: string;
  explanation: string;
  refill: RefillStatus;
}
