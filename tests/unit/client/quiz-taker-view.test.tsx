// What the quiz taker shows in each state, rendered to HTML: the loading text, locked choices with
// feedback, the results with the score message, the answers and the links for missed questions.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { normalizeQuestion, normalizeQuiz, type QuestionInput } from '../../../client/features/quiz-taker/quizModel.ts';
import { QuizTakerView } from '../../../client/features/quiz-taker/QuizTakerView.tsx';
import { initialTakerState, takerReducer, type TakerAction, type TakerState } from '../../../client/features/quiz-taker/quizTakerState.ts';

const alt = (i: number): QuestionInput => ({ text: `What is ${i} + ${i}?`, options: [String(i), String(2 * i)], correct_index: 1, explanation: `${i} + ${i} = ${2 * i}.` });
const run = (state: TakerState, ...actions: TakerAction[]) => actions.reduce(takerReducer, state);
const noop = () => {};
const render = (state: TakerState, subject = 'math') => renderToStaticMarkup(
  <MemoryRouter>
    <QuizTakerView state={state} subject={subject} funFact="Frogs drink through their skin." followUp={['Draw a frog']} onChoose={noop} onNext={noop} onReset={noop} />
  </MemoryRouter>,
);
const quiz = (n = 10) => initialTakerState(normalizeQuiz({ questions: Array.from({ length: n }, (_, i) => alt(i + 1)) }).questions);
const finish = (rightAnswers: number) => {
  let s = quiz();
  for (let i = 0; i < 10; i++) {
    const pick = i < rightAnswers ? 1 : 0;
    s = run(s, { type: 'choose', index: pick }, { type: 'checked', correct: pick === 1, correctIndex: 1, explanation: 'Doubles!' }, { type: 'next' });
  }
  return s;
};

describe('the quiz taker view', () => {
  it('says Getting your question ready... while a question loads', () => {
    const html = render(initialTakerState(normalizeQuiz({}).questions));
    expect(html).toContain('Getting your question ready...');
    expect(html).toContain('Question 1 of 10');
    expect(html).not.toContain('qt-choice');
  });

  it('shows the question with open choices, then locks them with feedback and Next Question', () => {
    const open = render(quiz());
    expect(open).toContain('What is 1 + 1?');
    expect(open.match(/<button[^>]*class="qt-choice"/g)).toHaveLength(2);
    expect(open).not.toMatch(/<button[^>]*disabled/);
    const answered = render(run(quiz(), { type: 'choose', index: 0 }, { type: 'checked', correct: false, correctIndex: 1, explanation: 'Two ones make two.' }));
    expect(answered.match(/<button[^>]*class="qt-choice[^"]*"[^>]*disabled/g)).toHaveLength(2);
    expect(answered).toContain('qt-choice wrong');
    expect(answered).toContain('qt-choice correct');
    expect(answered).toContain('Not quite!');
    expect(answered).toContain('Two ones make two.');
    expect(answered).toContain('Next Question');
  });

  it('says Correct! for a right answer and offers the results after the tenth', () => {
    let s = quiz();
    for (let i = 0; i < 9; i++) s = run(s, { type: 'choose', index: 1 }, { type: 'checked', correct: true, correctIndex: 1 }, { type: 'next' });
    const html = render(run(s, { type: 'choose', index: 1 }, { type: 'checked', correct: true, correctIndex: 1 }));
    expect(html).toContain('Correct!');
    expect(html).toContain('Question 10 of 10');
    expect(html).toContain('See My Results');
  });

  it('shows No answer choices available for a question without choices', () => {
    const s = initialTakerState([normalizeQuestion({ text: 'Empty?', choices: [] }, 1)]);
    expect(render(s)).toContain('No answer choices available');
  });

  it('shows the score message, the answers and the links on the results', () => {
    const perfect = render(finish(10));
    expect(perfect).toContain('Perfect Score!');
    expect(perfect).not.toContain('/chat/new');
    expect(render(finish(7))).toContain('Great Job!');
    const six = render(finish(6));
    expect(six).toContain('Keep practicing!');
    expect(six).toContain('href="/quizzes"');
    expect(six).toContain('Try Again');
    expect(six).toContain('Frogs drink through their skin.');
    expect(six).toContain('Draw a frog');
    // One tutor link per missed question (7 to 10), carrying the question text.
    const links = six.match(/href="\/chat\/new\?question=[^"]*"/g) ?? [];
    expect(links).toEqual([7, 8, 9, 10].map((i) => `href="/chat/new?question=${encodeURIComponent(`What is ${i} + ${i}?`)}"`));
    expect(six).toContain('Right answer: <strong>');
  });

  it('colours by subject theme and nothing else', () => {
    expect(render(quiz(), 'language_arts')).toContain('quiz-taker theme-language_arts');
    expect(render(quiz(), 'cooking')).toContain('quiz-taker theme-default');
    const strip = (html: string) => html.replace(/theme-[a-z_]+/, '').replace(/Math|Science/g, '');
    expect(strip(render(quiz(), 'math'))).toBe(strip(render(quiz(), 'science')));
  });
});
