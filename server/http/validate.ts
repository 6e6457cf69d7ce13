// zod at the edge: a body or query that does not fit gets a 400 naming the first field and the
// problem in plain words, and the handler never sees it.
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.');
  const message = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  throw badRequest(message, 'invalid_input', field ? { field } : undefined);
}
