import { describe, expect, it } from 'vitest';
import { codeSubmit, isCodeSubmitDisabled, sanitizeQuizCode } from '../../../client/features/brain-climb/quizCode.ts';

describe('quiz code entry: submitting', () => {
  it('an empty field keeps the button disabled, and Enter there says Please enter a quiz code.', () => {
    expect(isCodeSubmitDisabled('', false)).toBe(true);
    expect(codeSubmit('', false)).toEqual({ kind: 'error', message: 'Please enter a quiz code.' });
    // Input that sanitizes to nothing is an empty code too.
    expect(codeSubmit(sanitizeQuizCode('-- !'), false)).toEqual({ kind: 'error', message: 'Please enter a quiz code.' });
  });

  it('while a code is being checked the button is disabled and another submit waits', () => {
    expect(isCodeSubmitDisabled('AB12CD', true)).toBe(true);
    expect(codeSubmit('AB12CD', true)).toEqual({ kind: 'wait' });
  });

  it('a code in the field enables the button and is checked', () => {
    expect(isCodeSubmitDisabled('AB12CD', false)).toBe(false);
    expect(codeSubmit('AB12CD', false)).toEqual({ kind: 'check', code: 'AB12CD' });
  });
});
