import { describe, expect, it } from 'vitest';
import { afterFeedback, BUILT_IN_QUESTION, builtInVerdict, canChoose, initialQuizFlow, questionQuery, quizFlowReducer, type AnswerResult, type QuizFlow, type QuizFlowAction, type QuizQuestion } from '../../../client/features/brain-climb/quizFlow.ts';

const run = (s: QuizFlow, ...actions: QuizFlowAction[]) => actions.reduce(quizFlowReducer, s);
const question = (id: string): QuizQuestion => ({ id, text: `Question ${id}?`, choices: [{ text: 'yes', index: 0 }, { text: 'no', index: 1 }], quiz_title: 'Practice', subject: 'science' });
const verdict = (correct: boolean, token?: string): AnswerResult => ({ correct, correct_index: 0, correct_choice: 'yes', explanation: '', ...(token ? { refill: { token } } : {}) });
const AT = '2030-01-01T00:00:00.000Z';
/** Shows a server question and answers it. */
const ask = (s: QuizFlow, id: string, correct: boolean, token?: string) =>
  run(s, { type: 'fetching' }, { type: 'fetched', question: question(id) }, { type: 'choose', index: correct ? 0 : 1 }, { type: 'checked', result: verdict(correct, token), at: AT });

describe('the Learning Challenge flow: loading fallbacks', () => {
  it('the first failed fetch shows the error (with Try Again), a second in a row the built-in question', () => {
    const first = run(initialQuizFlow, { type: 'fetchFailed' });
    expect(first.view).toEqual({ kind: 'error' });
    expect(first.failures).toBe(1);
    // Try Again fetches again; a second failure shows the built-in question.
    const tryAgain = run(first, { type: 'fetching' });
    expect(tryAgain.view).toEqual({ kind: 'loading' });
    const second = run(tryAgain, { type: 'fetchFailed' });
    expect(second.view).toMatchObject({ kind: 'question', offline: true, submitting: false, q: { text: 'What is 2 + 2?', quiz_title: 'Math Practice', subject: 'math' } });
    if (second.view.kind !== 'question') throw new Error('no question');
    expect(second.view.q.choices.map((c) => c.text)).toEqual(['3', '4', '5', '6']);
  });

  it('Try Again that succeeds shows the server question and clears the failure count', () => {
    const s = run(initialQuizFlow, { type: 'fetchFailed' }, { type: 'fetching' }, { type: 'fetched', question: question('q1') });
    expect(s.view).toMatchObject({ kind: 'question', offline: false, q: { id: 'q1' } });
    expect(s.failures).toBe(0);
    // So the next failure is a first failure again.
    expect(run(s, { type: 'fetching' }, { type: 'fetchFailed' }).view).toEqual({ kind: 'error' });
  });

  it('an answer without a question (a quiz with no questions) shows the built-in question at once', () => {
    for (const empty of [null, undefined]) {
      const s = run(initialQuizFlow, { type: 'fetched', question: empty });
      expect(s.view).toMatchObject({ kind: 'question', offline: true, q: BUILT_IN_QUESTION });
    }
  });

  it('a late answer to an old fetch changes nothing', () => {
    const shown = run(initialQuizFlow, { type: 'fetched', question: question('q1') });
    expect(run(shown, { type: 'fetched', question: question('q2') })).toBe(shown);
    expect(run(shown, { type: 'fetchFailed' })).toBe(shown);
  });

  it('an answer that cannot be checked shows the error', () => {
    const s = run(initialQuizFlow, { type: 'fetched', question: question('q1') }, { type: 'choose', index: 0 }, { type: 'checkFailed' });
    expect(s.view).toEqual({ kind: 'error' });
    expect(s.refill.answered).toBe(0);
  });
});

describe('the Learning Challenge flow: answering', () => {
  it('the built-in question is checked in the browser and counts once, however often it is answered', () => {
    expect(builtInVerdict(1)).toMatchObject({ correct: true, correct_index: 1, correct_choice: '4' });
    expect(builtInVerdict(0)).toMatchObject({ correct: false, correct_index: 1, correct_choice: '4' });
    let s = run(initialQuizFlow, { type: 'fetched', question: null }, { type: 'choose', index: 1 }, { type: 'checked', result: builtInVerdict(1), at: AT });
    expect(s.refill.correctIds).toEqual([BUILT_IN_QUESTION.id]);
    expect(s.answers).toEqual([]);
    s = run(s, { type: 'fetching' }, { type: 'fetched', question: null }, { type: 'choose', index: 1 }, { type: 'checked', result: builtInVerdict(1), at: AT });
    expect(s.refill).toMatchObject({ answered: 2, correctIds: [BUILT_IN_QUESTION.id] });
    expect(afterFeedback(s)).toEqual({ kind: 'next' });
  });

  it('one answer per question, none while it is being checked, and never a hidden empty choice', () => {
    const q = { ...question('q1'), choices: [{ text: 'yes', index: 0 }, { text: '  ', index: 1 }] };
    const shown = run(initialQuizFlow, { type: 'fetched', question: q });
    expect(run(shown, { type: 'choose', index: 1 })).toBe(shown);
    expect(run(shown, { type: 'choose', index: 5 })).toBe(shown);
    const checking = run(shown, { type: 'choose', index: 0 });
    expect(canChoose(checking)).toBe(false);
    expect(run(checking, { type: 'choose', index: 0 })).toBe(checking);
    const answered = run(checking, { type: 'checked', result: verdict(true), at: AT });
    expect(run(answered, { type: 'choose', index: 0 })).toBe(answered);
    expect(run(answered, { type: 'checked', result: verdict(true), at: AT })).toBe(answered);
    expect(answered.refill.answered).toBe(1);
  });

  it('three distinct correct answers complete the refill, with the token and the answers to report', () => {
    let s = ask(initialQuizFlow, 'q1', true);
    expect(afterFeedback(s)).toEqual({ kind: 'next' });
    s = ask(s, 'q1', true);
    s = ask(s, 'q2', true);
    expect(afterFeedback(s)).toEqual({ kind: 'next' });
    s = ask(s, 'q3', true, 'tok-1');
    expect(afterFeedback(s)).toEqual({
      kind: 'complete',
      result: {
        answered: 4, correct: 3, token: 'tok-1',
        answers: ['q1', 'q1', 'q2', 'q3'].map((id) => ({ question_id: id, selected_choice_index: 0, correct: true, answered_at: AT })),
      },
    });
    expect(afterFeedback(run(s, { type: 'fetching' }))).toEqual({ kind: 'none' });
  });

  it('wrong answers are queued and sent as prioritize_questions, never the question just shown', () => {
    expect(questionQuery(initialQuizFlow, null)).toBe('');
    expect(questionQuery(initialQuizFlow, 'AB12CD')).toBe('quiz_code=AB12CD');
    let s = ask(initialQuizFlow, 'q1', false);
    expect(s.refill.retryQueue).toEqual(['q1']);
    expect(questionQuery(s, 'AB12CD')).toBe('quiz_code=AB12CD');
    s = ask(s, 'q2', false);
    expect(new URLSearchParams(questionQuery(s, 'AB12CD')).get('prioritize_questions')).toBe('q1');
    s = ask(s, 'q3', true);
    expect(new URLSearchParams(questionQuery(s, null)).get('prioritize_questions')).toBe('q1,q2');
    s = ask(s, 'q1', true);
    expect(new URLSearchParams(questionQuery(s, null)).get('prioritize_questions')).toBe('q2');
    expect(s.answers.map((a) => [a.question_id, a.correct])).toEqual([['q1', false], ['q2', false], ['q3', true], ['q1', true]]);
  });
});
