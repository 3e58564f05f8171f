import type { AnswerSchema } from '@tessera/core';
import { isApiError } from '../lib/api/api-error';

/**
 * The answer of a write refused with 409 (based on an older version), checked with core's schema of it: the current
 * record comes along to merge with. Undefined for any other failure, or a 409 that does not carry one.
 */
export function conflictIn<T>(error: unknown, schema: AnswerSchema<T>): T | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = schema.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}
