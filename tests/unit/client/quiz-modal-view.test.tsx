// What the Learning Challenge shows for each state of its flow, rendered to HTML.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../server/features/auth/schema.ts';
import { QuizModalView } from '../../../client/features/brain-climb/QuizModal.tsx';
import { builtInVerdict, initialQuizFlow, quizFlowReducer, type QuizFlow, type QuizFlowAction } from '../../../client/features/brain-climb/quizFlow.ts';

const run = (s: QuizFlow, ...actions: QuizFlowAction[]) => actions.reduce(quizFlowReducer, s);
const noop = () => {};
const render = (flow: QuizFlow, user: PublicUser | null = null) => renderToStaticMarkup(
  <MemoryRouter><QuizModalView flow={flow} user={user} onAnswer={noop} onRetry={noop} onNext={noop} /></MemoryRouter>,
);

describe('the Learning Challenge view', () => {
  it('after a failed fetch: Unable to load question. Please try again. with Try Again', () => {
    const html = render(run(initialQuizFlow, { type: 'fetchFailed' }));
    expect(html).toContain('Unable to load question. Please try again.');
    expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
    expect(html).not.toContain('quiz-choice');
  });

  it('after a second failure: the built-in question with its four open choices', () => {
    const html = render(run(initialQuizFlow, { type: 'fetchFailed' }, { type: 'fetching' }, { type: 'fetchFailed' }));
    expect(html).toContain('Math Practice');
    expect(html).toContain('What is 2 + 2?');
    expect([...html.matchAll(/<button[^>]*class="quiz-choice"[^>]*><span>([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['3', '4', '5', '6']);
    expect(html).not.toMatch(/class="quiz-choice"[^>]*disabled/);
    expect(html).not.toContain('Unable to load question');
  });

  it('a wrong answer to the built-in question: locked choices, the right answer and Next Question', () => {
    const html = render(run(initialQuizFlow, { type: 'fetched', question: null }, { type: 'choose', index: 0 }, { type: 'checked', result: builtInVerdict(0), at: '' }));
    expect(html.match(/<button[^>]*class="quiz-choice[^"]*"[^>]*disabled/g)).toHaveLength(4);
    expect(html).toContain('quiz-choice wrong');
    expect(html).toContain('quiz-choice correct');
    expect(html).toContain('Keep trying!');
    expect(html).toContain('The correct answer is: <strong><span>4</span></strong>');
    expect(html).toContain('Next Question');
  });

  it('a question without choices says that no answer choices are available', () => {
    const html = render(run(initialQuizFlow, { type: 'fetched', question: { id: 'q', text: 'Empty?', choices: [{ text: ' ', index: 0 }], quiz_title: 'T', subject: 'math' } }));
    expect(html).toContain('No answer choices available.');
    expect(html).not.toContain('quiz-choice');
  });

  it('asks a visitor to sign up, and not a signed-in player', () => {
    expect(render(initialQuizFlow)).toContain('href="/users/sign_up"');
    expect(render(initialQuizFlow, { id: 1 } as unknown as PublicUser)).not.toContain('href="/users/sign_up"');
  });
});
