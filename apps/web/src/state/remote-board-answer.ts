import { BoardSchema, type Board } from '@tessera/core';

/**
 * The board in a server's answer, checked with core's schema, or null when it is not one. A file of its own, loaded
 * with the first board fetched: the schema library is not part of the first board's download.
 */
export function boardInAnswer(answer: unknown): Board | null {
  const parsed = BoardSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}
