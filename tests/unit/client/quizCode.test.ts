import { describe, expect, it } from 'vitest';
import { isAcceptedCodeResponse, sanitizeQuizCode } from '../../../client/features/brain-climb/quizCode.ts';

describe('quiz code input rules', () => {
  it.each([
    ['ab12cd', 'AB12CD'],
    ['ab-12 cd', 'AB12CD'],
    ['abcdefgh', 'ABCDEF'],
    ['  x!y@z#', 'XYZ'],
    ['ñandú7', 'AND7'],
    ['', ''],
  ])('%j becomes %j', (input, out) => {
    expect(sanitizeQuizCode(input)).toBe(out);
  });

  it('accepts a response that says success or carries a quiz mode, and nothing else', () => {
    expect(isAcceptedCodeResponse({ success: true })).toBe(true);
    expect(isAcceptedCodeResponse({ success: false, quiz_context: { quiz_mode: 'teacher' } })).toBe(true);
    expect(isAcceptedCodeResponse({ success: false, error: 'Quiz code not found.' })).toBe(false);
    expect(isAcceptedCodeResponse({ quiz_context: {} })).toBe(false);
    expect(isAcceptedCodeResponse(null)).toBe(false);
    expect(isAcceptedCodeResponse('ok')).toBe(false);
  });
});
