// Quiz code input rules: uppercase, letters and digits only, at most 6 characters.
export const QUIZ_CODE_LENGTH = 6;

export const QUIZ_CODE_MESSAGES = {
  empty: 'Please enter a quiz code.',
  notFound: 'Quiz code not found. Please check the code and try again.',
  failed: 'Failed to validate quiz code. Please try again.',
} as const;

export function sanitizeQuizCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, QUIZ_CODE_LENGTH);
}

/** The validation call's answer is accepted when it says success or carries a quiz mode. */
export function isAcceptedCodeResponse(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { success?: unknown; quiz_context?: { quiz_mode?: unknown } };
  return b.success === true || Boolean(b.quiz_context && b.quiz_context.quiz_mode);
}

/** The submit button is disabled while the field is empty or a code is being checked. */
export const isCodeSubmitDisabled = (code: string, validating: boolean) => code === '' || validating;

export type CodeSubmit = { kind: 'error'; message: string } | { kind: 'wait' } | { kind: 'check'; code: string };

/**
 * What a submit does, by the button or by Enter in the field (which still works while the
 * disabled button cannot be pressed): an empty code shows "Please enter a quiz code.", nothing
 * happens while a code is being checked, otherwise the code is checked.
 */
export function codeSubmit(code: string, validating: boolean): CodeSubmit {
  if (code === '') return { kind: 'error', message: QUIZ_CODE_MESSAGES.empty };
  if (validating) return { kind: 'wait' };
  return { kind: 'check', code };
}
