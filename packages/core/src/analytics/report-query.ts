import { z } from 'zod';
import { boundedText } from '../schemas/bounded-text.ts';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH } from '../schemas/limits.ts';

/**
 * POST /analytics/batchGet (spec 02 §3, §7): a list of report queries, answered in the shape Cboard reads from
 * Google Analytics' Reporting API v4, computed from the caller's own events only.
 *
 * Metrics: totalEvents (events counted), sessions (sessions begun), avgSessionDuration (seconds, the mean of a
 * session's first to last press). Dimensions: date (YYYYMMDD, the user's day), nthDay (0000 = startDate),
 * eventAction, eventCategory, eventLabel (a tile's label, a board's name, a phrase), boardId, tileId, symbolSource,
 * modeled ('true' / 'false'). The session metrics go with date, nthDay and modeled only.
 *
 * Modeled presses are left out unless a query names `modeled` among its dimensions or filters.
 */
export const REPORT_EVENT_METRICS = ['totalEvents'] as const;
export const REPORT_SESSION_METRICS = ['sessions', 'avgSessionDuration'] as const;
export const REPORT_METRICS = [...REPORT_EVENT_METRICS, ...REPORT_SESSION_METRICS] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

export const REPORT_SESSION_DIMENSIONS = ['date', 'nthDay', 'modeled'] as const;
export const REPORT_DIMENSIONS = [...REPORT_SESSION_DIMENSIONS, 'eventAction', 'eventCategory', 'eventLabel', 'boardId', 'tileId', 'symbolSource'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

/** Queries one batch holds at most, and rows one report answers at most. */
export const MAX_REPORT_QUERIES = 20;
export const MAX_REPORT_PAGE_SIZE = 10_000;
/** The longest range one query covers, in days. */
export const MAX_REPORT_DAYS = 800;

/** 'today', 'yesterday', 'NdaysAgo' (any case, as Cboard writes '30daysago'), or a day as YYYY-MM-DD. */
export const ReportDateSchema = z
  .string()
  .max(20)
  .regex(/^(today|yesterday|\d{1,4}daysago|\d{4}-\d{2}-\d{2})$/i, 'Must be today, yesterday, NdaysAgo or YYYY-MM-DD');

export const ReportFilterSchema = z.object({ name: z.enum(REPORT_DIMENSIONS), value: boundedText(Math.max(MAX_NAME_LENGTH, MAX_ID_LENGTH)) });
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

const listOf = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(REPORT_DIMENSIONS.length);

export const ReportQuerySchema = z
  .object({
    /** Cboard's: which Google Analytics view; accepted and not used. */
    mobileView: z.boolean().optional(),
    /** Cboard's Google Analytics client id; accepted and not used: the answer is always the caller's own data. */
    clientId: z.string().max(MAX_ID_LENGTH).optional(),
    startDate: ReportDateSchema,
    endDate: ReportDateSchema,
    /** One metric (Cboard's form) or several. */
    metric: z.enum(REPORT_METRICS).optional(),
    metrics: listOf(z.enum(REPORT_METRICS)).optional(),
    dimension: z.enum(REPORT_DIMENSIONS).optional(),
    dimensions: listOf(z.enum(REPORT_DIMENSIONS)).optional(),
    /** One filter, several (all must hold), or '' for none (Cboard sends ''). */
    filter: z.union([ReportFilterSchema, z.literal('')]).optional(),
    filters: z.array(ReportFilterSchema).max(REPORT_DIMENSIONS.length).optional(),
    pageSize: z.number().int().min(1).max(MAX_REPORT_PAGE_SIZE).optional(),
    /** The device's offset from UTC in minutes (east positive): which day 'today' is. 0 when not given. */
    utcOffsetMinutes: z
      .number()
      .int()
      .min(-14 * 60)
      .max(14 * 60)
      .optional(),
  })
  .refine((query) => query.metric !== undefined || query.metrics !== undefined, { message: 'A metric is required', path: ['metric'] });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const ReportBatchSchema = z.array(ReportQuerySchema).min(1).max(MAX_REPORT_QUERIES);

const ValuesSchema = z.object({ values: z.array(z.string()) });

/** One report, as Google Analytics' Reporting API v4 answers one (numbers as text, as it writes them). */
export const UsageReportSchema = z.object({
  columnHeader: z.object({
    dimensions: z.array(z.string()),
    metricHeader: z.object({ metricHeaderEntries: z.array(z.object({ name: z.string(), type: z.enum(['INTEGER', 'TIME']) })) }),
  }),
  data: z.object({
    /** Each row's dimension values, in the query's order, and its metrics' values. */
    rows: z.array(z.object({ dimensions: z.array(z.string()), metrics: z.array(ValuesSchema) })),
    /** Every row's metrics together (averages over all the sessions, not of the rows), before pageSize. */
    totals: z.array(ValuesSchema),
    /** Rows before pageSize cut them. */
    rowCount: z.number().int().nonnegative(),
    maximums: z.array(ValuesSchema),
    minimums: z.array(ValuesSchema),
  }),
});
export type UsageReport = z.infer<typeof UsageReportSchema>;

export const ReportBatchAnswerSchema = z.object({ reports: z.array(UsageReportSchema) });
export type ReportBatchAnswer = z.infer<typeof ReportBatchAnswerSchema>;

/** The metrics and dimensions of a query, whichever form it used (metric or metrics, dimension or dimensions). */
export function queryParts(query: ReportQuery): { metrics: ReportMetric[]; dimensions: ReportDimension[]; filters: ReportFilter[] } {
  const unique = <T>(values: T[]): T[] => [...new Set(values)];
  return {
    metrics: unique([...(query.metric ? [query.metric] : []), ...(query.metrics ?? [])]),
    dimensions: unique([...(query.dimension ? [query.dimension] : []), ...(query.dimensions ?? [])]),
    filters: [...(query.filter ? [query.filter] : []), ...(query.filters ?? [])],
  };
}

const DAY_MS = 86_400_000;

/** A day (YYYY-MM-DD) moved by a number of days. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from one day to another (0 for the same day). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day a report date means for a user whose today is `today`; undefined for a day that does not exist (2026-02-30). */
export function reportDay(value: string, today: string): string | undefined {
  const lower = value.toLowerCase();
  if (lower === 'today') return today;
  if (lower === 'yesterday') return addDays(today, -1);
  const ago = /^(\d+)daysago$/.exec(lower);
  if (ago) return addDays(today, -Number(ago[1]));
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}
