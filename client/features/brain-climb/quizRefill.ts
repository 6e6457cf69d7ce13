// The "Learning Challenge" refill rules as pure functions: energy refills after 3 DISTINCT correct
// answers; wrongly answered questions are queued and asked again (sent as prioritize_questions).
export const CORRECT_ANSWERS_REQUIRED = 3;

export interface RefillState {
  correctIds: readonly string[];
  retryQueue: readonly string[];
  answered: number;
}

export const emptyRefill: RefillState = { correctIds: [], retryQueue: [], answered: 0 };

export function recordAnswer(state: RefillState, questionId: string, correct: boolean): RefillState {
  const answered = state.answered + 1;
  if (correct) {
    return {
      answered,
      correctIds: state.correctIds.includes(questionId) ? state.correctIds : [...state.correctIds, questionId],
      retryQueue: state.retryQueue.filter((id) => id !== questionId),
    };
  }
  return { answered, correctIds: state.correctIds, retryQueue: state.retryQueue.includes(questionId) ? state.retryQueue : [...state.retryQueue, questionId] };
}

export const isRefillComplete = (s: RefillState) => s.correctIds.length >= CORRECT_ANSWERS_REQUIRED;
export const remainingCorrect = (s: RefillState) => Math.max(0, CORRECT_ANSWERS_REQUIRED - s.correctIds.length);

/**
 * The ids to send as prioritize_questions: queued wrong answers, but never the question just shown
 * (asking the same one twice in a row teaches nothing).
 */
export function prioritizeFor(s: RefillState, currentId: string | null): string[] {
  return s.retryQueue.filter((id) => id !== currentId);
}

/** The feedback line after an answer (spec 000 section 8). */
export function feedbackFor(s: RefillState, correct: boolean): { title: string; text: string } {
  if (!correct) return { title: 'Keep trying!', text: 'No problem! Try the next question.' };
  const left = remainingCorrect(s);
  return { title: 'Correct!', text: left === 0 ? 'Amazing! You can continue playing!' : `Great job! ${left} more to go!` };
}

export const DEFAULT_EXPLANATION = 'Good try! Keep learning!';

/** The built-in question used when none can be loaded (spec 000 section 8). */
export const FALLBACK_QUESTION = {
  id: 'builtin-2plus2',
  text: 'What is 2 + 2?',
  choices: [{ text: '3', index: 0 }, { text: '4', index: 1 }, { text: '5', index: 2 }, { text: '6', index: 3 }],
  quiz_title: 'Math Practice',
  subject: 'math',
  correct_index: 1,
  explanation: '2 + 2 = 4: two and two more make four.',
} as const;
