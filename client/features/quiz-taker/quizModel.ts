// The quiz taker's data: questions in either accepted form turned into one shape, the score
// messages, the colour theme of a subject, and the Quiz result payload. Pure: no React, no fetch.

/** Questions in one quiz (spec 002, section 9). */
export const QUIZ_LENGTH = 10;
export const DEFAULT_FUN_FACT = 'Octopuses have three hearts and blue blood, and every time you practise, your brain builds new connections too!';
export const DEFAULT_EXPLANATION = 'Good try! Keep learning!';
export const LOADING_TEXT = 'Getting your question ready...';
export const NO_CHOICES_TEXT = 'No answer choices available';

export interface TakerChoice { text: string; isCorrect?: boolean }

/** One question as the quiz taker shows it. `isCorrect` is known only for local quizzes. */
export interface TakerQuestion { id: string; text: string; choices: TakerChoice[]; explanation?: string }

/** What a quiz may hand over: choices (with isCorrect, plain text, or {text, index} from the server), or options + correct_index. */
export type QuestionInput = { id?: string | null; text: string; explanation?: string | null } & (
  | { choices: (TakerChoice | string | { text: string; index: number })[] }
  | { options: string[]; correct_index: number }
);

export interface QuizInput {
  subject?: string;
  questions?: (QuestionInput | null | undefined)[];
  funFact?: string | null;
  followUp?: string[] | null;
}

/** Either form to one shape; the id defaults to q1, q2, ... by position (1-based). */
export function normalizeQuestion(input: QuestionInput, position: number): TakerQuestion {
  const id = input.id?.trim() || `q${position}`;
  const explanation = input.explanation?.trim() || undefined;
  if ('options' in input) {
    const choices = input.options.map((text, i) => ({ text, isCorrect: i === input.correct_index }));
    return { id, text: input.text, choices, explanation };
  }
  const choices = input.choices.map((c): TakerChoice => (typeof c === 'string' ? { text: c } : 'isCorrect' in c ? { text: c.text, isCorrect: c.isCorrect } : { text: c.text }));
  return { id, text: input.text, choices, explanation };
}

/** The quiz's questions by position (gaps stay undefined and are fetched), its fun fact and follow-ups. */
export function normalizeQuiz(quiz: QuizInput, length = QUIZ_LENGTH) {
  const questions: (TakerQuestion | undefined)[] = Array.from({ length }, (_, i) => {
    const q = quiz.questions?.[i];
    return q ? normalizeQuestion(q, i + 1) : undefined;
  });
  const followUp = quiz.followUp?.filter((s) => s.trim() !== '') ?? [];
  return {
    questions,
    funFact: quiz.funFact?.trim() || DEFAULT_FUN_FACT,
    followUp: followUp.length > 0 ? followUp : defaultFollowUp(quiz.subject),
  };
}

/** The index of the correct choice when the question itself says, otherwise undefined (ask the server). */
export function localCorrectIndex(q: TakerQuestion): number | undefined {
  const i = q.choices.findIndex((c) => c.isCorrect === true);
  return i >= 0 ? i : undefined;
}

export interface ScoreMessage { title: 'Perfect Score' | 'Great Job' | 'Keep practicing'; text: string; emoji: string }

/** 10 of 10: Perfect Score; 7 or more: Great Job; lower: Keep practicing (scaled for other lengths). */
export function scoreMessage(score: number, total = QUIZ_LENGTH): ScoreMessage {
  if (total > 0 && score >= total) return { title: 'Perfect Score', text: 'Every single answer right. You are a superstar!', emoji: '🏆' };
  if (score >= Math.ceil(total * 0.7)) return { title: 'Great Job', text: 'That was a strong round. A few more and you will ace it!', emoji: '🌟' };
  return { title: 'Keep practicing', text: 'Every try makes your brain stronger. Look at the answers below and try again!', emoji: '💪' };
}

export const SUBJECT_THEMES = ['math', 'language_arts', 'science', 'history', 'fun', 'default'] as const;
export type SubjectTheme = (typeof SUBJECT_THEMES)[number];

/** The colour theme of a subject: colour only, never behaviour. */
export function themeFor(subject: string | undefined): SubjectTheme {
  return (SUBJECT_THEMES as readonly string[]).includes(subject ?? '') ? (subject as SubjectTheme) : 'default';
}

/** "language_arts" to "Language Arts". */
export function subjectTitle(subject: string | undefined): string {
  const words = (subject ?? '').split('_').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1));
  return words.join(' ') || 'Quiz';
}

export function defaultFollowUp(subject: string | undefined): string[] {
  const topic = subject ? `${subjectTitle(subject).toLowerCase()} ` : '';
  return [
    `Ask the tutor to explain a ${topic}question you found tricky`,
    'Try again tomorrow: there is a new set of questions every day',
    'Teach a friend or a grown-up one thing you learned today',
  ];
}

/** The tutor chat about a question, with its text in the address. */
export const chatLinkFor = (questionText: string) => `/chat/new?question=${encodeURIComponent(questionText)}`;

/** One answer of the Quiz result payload (questionId added so a server can check it). */
export interface AnswerRecord { questionId: string; selectedIndex: number; isCorrect: boolean; questionText: string; answerText: string }

export interface QuizResultPayload {
  score: number;
  total_questions: number;
  subject: string;
  grade: number | null;
  quiz_id: string | number | null;
  answers: AnswerRecord[];
}

export interface CompletionInfo { score: number; totalQuestions: number; subject: string; payload: QuizResultPayload }

/**
 * Sends a finished quiz: posts the payload to the completion URL (with the CSRF header, through
 * `post`), then tells the callback. A failed post is logged only (spec 002, section 8).
 */
export async function completeQuiz(opts: {
  payload: QuizResultPayload;
  completionUrl?: string;
  onComplete?: (info: CompletionInfo) => void;
  post: (url: string, body: QuizResultPayload) => Promise<unknown>;
  log?: (message: string, err: unknown) => void;
}): Promise<void> {
  const { payload } = opts;
  if (opts.completionUrl) {
    try {
      await opts.post(opts.completionUrl, payload);
    } catch (err) {
      (opts.log ?? console.error)('quiz results post failed', err);
    }
  }
  opts.onComplete?.({ score: payload.score, totalQuestions: payload.total_questions, subject: payload.subject, payload });
}
