// Quiz calls: the next question, all questions of a quiz, answer checking (with the refill count),
// and quiz completions with their results. Thin: validation here, the work in the services.
import { Router, type Request } from 'express';
import { readCookie } from '../../http/cookies.ts';
import { CSRF_COOKIE } from '../../http/csrf.ts';
import { forbidden } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import { parseInput } from '../../http/validate.ts';
import { idParamSchema, type PublicUser } from '../auth/schema.ts';
import type { Completions } from './completions.ts';
import { visitorKeyFor, type Answerer } from './refill.ts';
import { allQuestionsQuerySchema, answerSchema, completionSchema, questionQuerySchema, submitResultsSchema } from './schema.ts';
import type { QuizService } from './service.ts';

export interface QuizRoutesDeps {
  quiz: QuizService;
  completions: Completions;
  /** Told when a signed-in student is served or answers a class quiz question (the live class view). */
  live?: {
    served(user: PublicUser, quizCode: string | undefined, question: { id: string; text: string }, mode: string): void;
    answered(user: PublicUser, questionId: string, correct: boolean): Promise<void>;
  };
}

/** The signed-in user, or the visitor by the hash of their CSRF cookie (which every POST carries). */
function answererOf(req: Request): Answerer | undefined {
  const user = currentUser(req);
  if (user) return { userId: user.id };
  const cookie = readCookie(req, CSRF_COOKIE);
  return cookie ? { visitorKey: visitorKeyFor(cookie) } : undefined;
}

const keyOf = (a: Answerer | undefined) => (a ? ('userId' in a ? `u${a.userId}` : `v${a.visitorKey}`) : undefined);

export function quizRoutes({ quiz, completions, live }: QuizRoutesDeps): Router {
  const r = Router();

  r.get('/api/quiz/question', async (req, res) => {
    const q = parseInput(questionQuerySchema, req.query);
    const who = answererOf(req);
    const user = currentUser(req);
    const served = await quiz.nextQuestion({ user, key: keyOf(who), who }, q.quiz_code, q.prioritize_questions ?? []);
    if (user) live?.served(user, q.quiz_code?.trim().toUpperCase(), served.question, served.quiz_context.quiz_mode);
    res.json(served);
  });

  r.get('/api/quiz/all_questions', async (req, res) => {
    const q = parseInput(allQuestionsQuerySchema, req.query);
    res.json(await quiz.allQuestions(q.quiz_code));
  });

  r.post('/api/quiz/answer', async (req, res) => {
    const input = parseInput(answerSchema, req.body);
    const who = answererOf(req);
    if (!who) throw forbidden('Your page has expired. Please reload the page and try again.', 'csrf_failed');
    const checked = await quiz.answer(who, input);
    const user = currentUser(req);
    if (user && live) await live.answered(user, input.question_id, checked.correct).catch(() => undefined);
    res.json(checked);
  });

  r.post('/api/quiz_completions', async (req, res) => {
    const user = requireUser(req);
    const input = parseInput(completionSchema, req.body);
    const completionId = await completions.start(user.id, input.quiz_id, input.feature_type);
    res.status(201).json({ success: true, completion_id: completionId });
  });

  r.post('/api/quiz_completions/:id/submit_results', async (req, res) => {
    const user = requireUser(req);
    const { id } = parseInput(idParamSchema, req.params);
    const { answers } = parseInput(submitResultsSchema, req.body);
    await completions.submitResults(user.id, id, answers);
    res.json({ success: true });
  });

  return r;
}
