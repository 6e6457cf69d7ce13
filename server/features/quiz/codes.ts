// Quiz codes: 6 characters from an alphabet without the look-alikes I, O, 0 and 1, so a child can
// copy one from a whiteboard. Lookups are forgiving (any 1-6 letters or digits, any case, spaces
// trimmed); only generated codes use the restricted alphabet.
import crypto from 'node:crypto';
import { badRequest } from '../../http/errors.ts';
import { QUIZ_CODE_LENGTH, QUIZ_NOT_FOUND_MESSAGE } from './schema.ts';

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateQuizCode(): string {
  let code = '';
  for (let i = 0; i < QUIZ_CODE_LENGTH; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The code to look up, uppercased; undefined when none was given; 400 when it cannot be a code. */
export function normalizeQuizCode(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const code = raw.trim().toUpperCase();
  if (code === '') return undefined;
  if (!/^[A-Z0-9]{1,6}$/.test(code)) throw badRequest(QUIZ_NOT_FOUND_MESSAGE, 'invalid_quiz_code', { field: 'quiz_code' });
  return code;
}
