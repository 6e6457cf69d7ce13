// The quiz taker's logic: both question forms, default ids, locking, fetching by position, the
// score messages, Try Again, and the completion payload sent once to the URL and/or the callback.
import { describe, expect, it, vi } from 'vitest';
import {
  completeQuiz, DEFAULT_FUN_FACT, defaultFollowUp, localCorrectIndex, normalizeQuestion, normalizeQuiz, scoreMessage, themeFor,
  type QuestionInput, type QuizResultPayload,
} from '../../../client/features/quiz-taker/quizModel.ts';
import { initialTakerState, missingPosition, takerReducer, type TakerAction, type TakerState } from '../../../client/features/quiz-taker/quizTakerState.ts';
import { localDay, workbookChecker, workbookLoader } from '../../../client/features/quizzes/workbookSource.ts';

const alt = (i: number): QuestionInput => ({ text: `What is ${i} + ${i}?`, options: [String(i), String(2 * i), String(3 * i)], correct_index: 1, explanation: `${i} + ${i} = ${2 * i}.` });
const run = (state: TakerState, ...actions: TakerAction[]) => actions.reduce(takerReducer, state);
const fullQuiz = () => initialTakerState(normalizeQuiz({ subject: 'math', questions: Array.from({ length: 10 }, (_, i) => alt(i + 1)) }).questions);
/** Answers the current question with choice `index`, checked locally, then moves on. */
const answer = (s: TakerState, index: number) => {
  const q = s.questions[s.index]!;
  const known = localCorrectIndex(q)!;
  return run(s, { type: 'choose', index }, { type: 'checked', correct: index === known, correctIndex: known }, { type: 'next' });
};
const playWith = (rightAnswers: number) => {
  let s = fullQuiz();
  for (let i = 0; i < 10; i++) s = answer(s, i < rightAnswers ? 1 : 0);
  return s;
};

describe('questions', () => {
  it('converts the alternative form (options + correct_index) to choices', () => {
    expect(normalizeQuestion(alt(2), 1)).toEqual({
      id: 'q1', text: 'What is 2 + 2?', explanation: '2 + 2 = 4.',
      choices: [{ text: '2', isCorrect: false }, { text: '4', isCorrect: true }, { text: '6', isCorrect: false }],
    });
  });

  it('gives ids q1, q2, ... by position unless the question has one', () => {
    const quiz = normalizeQuiz({ questions: [alt(1), { ...alt(2), id: 'my-id' }, alt(3)] });
    expect(quiz.questions.slice(0, 3).map((q) => q?.id)).toEqual(['q1', 'my-id', 'q3']);
    expect(normalizeQuestion({ id: '  ', text: 'x', choices: ['a'] }, 7).id).toBe('q7');
  });

  it('keeps choices with isCorrect, and server choices without any answer', () => {
    const local = normalizeQuestion({ text: 'Pick B', choices: [{ text: 'A', isCorrect: false }, { text: 'B', isCorrect: true }] }, 1);
    expect(localCorrectIndex(local)).toBe(1);
    const server = normalizeQuestion({ id: 'sci-3-001', text: 'Which?', choices: [{ text: 'A', index: 0 }, { text: 'B', index: 1 }] }, 1);
    expect(server.choices).toEqual([{ text: 'A' }, { text: 'B' }]);
    expect(localCorrectIndex(server)).toBeUndefined();
  });

  it('supplies a fun fact and follow-up ideas when the quiz has none', () => {
    const none = normalizeQuiz({ subject: 'science', funFact: '  ', followUp: [] });
    expect(none.funFact).toBe(DEFAULT_FUN_FACT);
    expect(none.followUp).toEqual(defaultFollowUp('science'));
    expect(none.followUp[0]).toContain('science question');
    const own = normalizeQuiz({ funFact: 'Frogs drink through their skin.', followUp: ['Draw a frog'] });
    expect(own).toMatchObject({ funFact: 'Frogs drink through their skin.', followUp: ['Draw a frog'] });
  });

  it('themes only the known subjects; anything else is default', () => {
    expect(['math', 'language_arts', 'science', 'history', 'fun', 'geography', undefined].map(themeFor))
      .toEqual(['math', 'language_arts', 'science', 'history', 'fun', 'default', 'default']);
  });
});

describe('the quiz flow', () => {
  it('locks the choices once one is chosen: a second choice changes nothing', () => {
    const s = run(fullQuiz(), { type: 'choose', index: 0 });
    expect(s).toMatchObject({ status: 'checking', selected: 0 });
    expect(run(s, { type: 'choose', index: 1 })).toBe(s);
    const answered = run(s, { type: 'checked', correct: false, correctIndex: 1 });
    expect(answered).toMatchObject({ status: 'answered', selected: 0, score: 0 });
    expect(run(answered, { type: 'choose', index: 1 })).toBe(answered);
    expect(run(answered, { type: 'checked', correct: true, correctIndex: 1 })).toBe(answered);
  });

  it('lets the player choose again when the check failed', () => {
    const s = run(fullQuiz(), { type: 'choose', index: 2 }, { type: 'checkFailed' });
    expect(s).toMatchObject({ status: 'question', selected: null, answers: [] });
  });

  it('goes through ten questions to the results, recording every answer', () => {
    const s = playWith(7);
    expect(s.status).toBe('completed');
    expect(s.score).toBe(7);
    expect(s.answers).toHaveLength(10);
    expect(s.answers[0]).toEqual({ questionId: 'q1', selectedIndex: 1, isCorrect: true, questionText: 'What is 1 + 1?', answerText: '2' });
    expect(s.answers[9]).toEqual({ questionId: 'q10', selectedIndex: 0, isCorrect: false, questionText: 'What is 10 + 10?', answerText: '10' });
    expect(s.run).toBe(1);
  });

  it('says Perfect Score for 10, Great Job for 7 to 9 and Keep practicing below', () => {
    expect(scoreMessage(playWith(10).score).title).toBe('Perfect Score');
    expect(scoreMessage(playWith(9).score).title).toBe('Great Job');
    expect(scoreMessage(playWith(7).score).title).toBe('Great Job');
    expect(scoreMessage(playWith(6).score).title).toBe('Keep practicing');
    expect(scoreMessage(0).title).toBe('Keep practicing');
  });

  it('Try Again resets index, score and selection and keeps the questions', () => {
    const done = playWith(8);
    const again = run(done, { type: 'reset' });
    expect(again).toMatchObject({ index: 0, score: 0, selected: null, status: 'question', answers: [], checks: [], feedback: null, run: 1 });
    expect(again.questions).toBe(done.questions);
    expect(answer(answer(again, 1), 1)).toMatchObject({ index: 2, score: 2 });
  });

  it('fetches missing questions by position, and only the one asked for shows', () => {
    let s = initialTakerState(normalizeQuiz({ questions: [alt(1)] }).questions);
    expect(s.status).toBe('question');
    expect(missingPosition(s)).toBeUndefined();
    s = answer(s, 1);
    expect(s).toMatchObject({ index: 1, status: 'loading' });
    expect(missingPosition(s)).toBe(2);
    const late = normalizeQuestion({ text: 'Later', options: ['a', 'b'], correct_index: 0 }, 5);
    s = run(s, { type: 'loaded', position: 5, question: late });
    expect(s.status).toBe('loading');
    expect(s.questions[4]?.id).toBe('q5');
    s = run(s, { type: 'loaded', position: 2, question: normalizeQuestion(alt(2), 2) });
    expect(s).toMatchObject({ status: 'question', index: 1 });
    // A question already shown is never replaced, and positions outside the quiz are ignored.
    expect(run(s, { type: 'loaded', position: 2, question: late })).toBe(s);
    expect(run(s, { type: 'loaded', position: 11, question: late })).toBe(s);
  });
});

describe('completion', () => {
  const payload: QuizResultPayload = {
    score: 7, total_questions: 10, subject: 'math', grade: 3, quiz_id: 'workbook-math-2026-07-01',
    answers: playWith(7).answers,
  };

  it('posts the Quiz result payload to the completion URL, then tells the callback', async () => {
    const calls: string[] = [];
    const post = vi.fn(async () => { calls.push('post'); return {}; });
    const onComplete = vi.fn(() => { calls.push('callback'); });
    await completeQuiz({ payload, completionUrl: '/api/v1/workbook_results', onComplete, post });
    expect(post).toHaveBeenCalledWith('/api/v1/workbook_results', payload);
    expect(onComplete).toHaveBeenCalledWith({ score: 7, totalQuestions: 10, subject: 'math', payload });
    expect(calls).toEqual(['post', 'callback']);
    expect(Object.keys(payload.answers[0]).sort()).toEqual(['answerText', 'isCorrect', 'questionId', 'questionText', 'selectedIndex']);
  });

  it('only logs a failed post, and posts nothing without a URL', async () => {
    const log = vi.fn();
    const onComplete = vi.fn();
    await completeQuiz({ payload, completionUrl: '/x', onComplete, log, post: async () => { throw new Error('offline'); } });
    expect(log).toHaveBeenCalledOnce();
    expect(onComplete).toHaveBeenCalledOnce();
    const post = vi.fn();
    await completeQuiz({ payload, post });
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the workbook source', () => {
  it('asks for a question by position and day, and checks answers by position', async () => {
    const get = vi.fn(async () => ({ status: 'ok', question: { id: 'sci-3-004', text: 'Which?', choices: [{ text: 'A', index: 0 }, { text: 'B', index: 1 }] } }));
    const q = await workbookLoader('science', '2026-07-01', get as never)(4);
    expect(get).toHaveBeenCalledWith('/summer_workbook/science/question?n=4&date=2026-07-01');
    expect(normalizeQuestion(q, 4)).toEqual({ id: 'sci-3-004', text: 'Which?', choices: [{ text: 'A' }, { text: 'B' }], explanation: undefined });
    const post = vi.fn(async () => ({ status: 'ok', correct: false, correct_index: 1, correct_choice: 'B', explanation: 'Because.' }));
    const r = await workbookChecker('science', '2026-07-01', post as never)(normalizeQuestion(q, 4), 0, 4);
    expect(post).toHaveBeenCalledWith('/summer_workbook/science/answer', { n: 4, date: '2026-07-01', selected_index: 0 });
    expect(r).toEqual({ correct: false, correctIndex: 1, explanation: 'Because.' });
  });

  it('writes the local day as YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
