import { z } from 'zod';
import { boundedText } from './bounded-text.ts';
import { MAX_SEARCH_LENGTH } from './limits.ts';

export const PAGE_SIZE = 10;
export const FULL_FETCH_LIMIT = 100;
export const DEFAULT_SORT = '-_id';

/** Query of every paged list call: page (1-based), limit, offset, sort (-_id = newest first) and search. */
export const PagedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(FULL_FETCH_LIMIT).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z
    .string()
    .regex(/^-?[A-Za-z_]+$/)
    .default(DEFAULT_SORT),
  search: boundedText(MAX_SEARCH_LENGTH).default(''),
});
export type PagedQuery = z.infer<typeof PagedQuerySchema>;

export const pagedListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int(), offset: z.number().int(), search: z.string() });
export type PagedList<T> = { data: T[]; total: number; page: number; limit: number; offset: number; search: string };
