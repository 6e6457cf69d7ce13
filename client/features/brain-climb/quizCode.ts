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
