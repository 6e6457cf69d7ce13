import { describe, expect, it } from 'vitest';
import { emptyRefill, feedbackFor, isRefillComplete, prioritizeFor, recordAnswer, remainingCorrect } from '../../../client/features/brain-climb/quizRefill.ts';

describe('the Learning Challenge refill', () => {
  it('needs three distinct correct answers: the same question twice counts once', () => {
    let s = recordAnswer(emptyRefill, 'q1', true);
    s = recordAnswer(s, 'q1', true);
    expect(remainingCorrect(s)).toBe(2);
    s = recordAnswer(s, 'q2', true);
    expect(isRefillComplete(s)).toBe(false);
    s = recordAnswer(s, 'q3', true);
    expect(isRefillComplete(s)).toBe(true);
    expect(s.answered).toBe(4);
  });

  it('queues wrong answers once and drops them when answered right later', () => {
    let s = recordAnswer(emptyRefill, 'q1', false);
    s = recordAnswer(s, 'q2', false);
    s = recordAnswer(s, 'q1', false);
    expect(s.retryQueue).toEqual(['q1', 'q2']);
    expect(prioritizeFor(s, 'q1')).toEqual(['q2']);
    s = recordAnswer(s, 'q1', true);
    expect(s.retryQueue).toEqual(['q2']);
    expect(s.correctIds).toEqual(['q1']);
  });

  it('says the feedback lines of the product', () => {
    const one = recordAnswer(emptyRefill, 'a', true);
    expect(feedbackFor(one, true)).toEqual({ title: 'Correct!', text: 'Great job! 2 more to go!' });
    const three = recordAnswer(recordAnswer(one, 'b', true), 'c', true);
    expect(feedbackFor(three, true)).toEqual({ title: 'Correct!', text: 'Amazing! You can continue playing!' });
    expect(feedbackFor(one, false)).toEqual({ title: 'Keep trying!', text: 'No problem! Try the next question.' });
  });
});
