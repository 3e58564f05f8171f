import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** What a paged list call asks for (query of GET /board and friends). */
export type PageRequest = { page: number; limit: number; offset: number; search: string };

/** Rows to skip: the offset, then whole pages before the requested one. */
export const skipOf = ({ page, limit, offset }: PageRequest): number => offset + (page - 1) * limit;

/** Lower-cased text kept beside a record so that searches ignore case the same way on SQLite and PostgreSQL. */
export const searchTextOf = (...parts: (string | undefined)[]): string =>
  parts
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .toLowerCase();

/** The LIKE pattern of a search: anywhere in the lower-cased text, its wildcard characters taken literally. */
export const likePatternOf = (search: string): string => `%${search.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;

/** `column LIKE pattern` for a pattern made by likePatternOf. */
export const matchesPattern = (column: string, pattern: string): RawBuilder<SqlBool> => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '!'`;

/** `column LIKE %search%`, with the wildcard characters of the search taken literally. */
export const containsText = (column: string, search: string): RawBuilder<SqlBool> => matchesPattern(column, likePatternOf(search));
