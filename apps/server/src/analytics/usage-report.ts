import {
  addDays,
  daysBetween,
  MAX_REPORT_DAYS,
  queryParts,
  REPORT_SESSION_DIMENSIONS,
  REPORT_SESSION_METRICS,
  reportDay,
  type ReportDimension,
  type ReportFilter,
  type ReportMetric,
  type ReportQuery,
  type UsageReport,
} from '@tessera/core';
import type { AnalyticsRepository, GroupKeys, ReportColumn, ReportColumnFilter, ReportSelection } from '../repositories/analytics-repository.ts';
import { ANALYTICS_MESSAGES } from './messages.ts';

/** A query the server cannot answer as asked: 400 with its message. */
export class ReportQueryError extends Error {}

const COLUMN_OF: Record<ReportDimension, ReportColumn> = {
  date: 'day',
  nthDay: 'day',
  modeled: 'modeled',
  eventAction: 'action',
  eventCategory: 'category',
  eventLabel: 'label',
  boardId: 'board_id',
  tileId: 'tile_id',
  symbolSource: 'symbol_source',
};

const DEFAULT_PAGE_SIZE = 1000;
const SESSION_METRICS = new Set<ReportMetric>(REPORT_SESSION_METRICS);
const SESSION_DIMENSIONS = new Set<ReportDimension>(REPORT_SESSION_DIMENSIONS);

/** A metric's sums over some events or sessions, from which its value follows. */
type Sums = { events: number; sessions: number; durationMs: number };

/** The user's day at a UTC offset. */
export const localDay = (now: Date, offsetMinutes: number): string => new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** Numbers as the Reporting API writes them: whole, or with up to two decimals. */
const asText = (value: number): string => String(Math.round(value * 100) / 100);

const valueOf = (metric: ReportMetric, sums: Sums): number => {
  if (metric === 'totalEvents') return sums.events;
  if (metric === 'sessions') return sums.sessions;
  return sums.sessions === 0 ? 0 : sums.durationMs / 1000 / sums.sessions;
};

/** A filter on a dimension as a filter on its column; a value no row can have (a wrong date) matches nothing. */
function columnFilter(filter: ReportFilter, from: string): ReportColumnFilter {
  const column = COLUMN_OF[filter.name];
  if (filter.name === 'date')
    return { column, value: /^\d{8}$/.test(filter.value) ? `${filter.value.slice(0, 4)}-${filter.value.slice(4, 6)}-${filter.value.slice(6)}` : '' };
  if (filter.name === 'nthDay') return { column, value: /^\d{1,4}$/.test(filter.value) ? addDays(from, Number(filter.value)) : '' };
  if (filter.name === 'modeled') return { column, value: filter.value === 'true' ? 1 : filter.value === 'false' ? 0 : -1 };
  return { column, value: filter.value };
}

function dimensionValue(dimension: ReportDimension, keys: GroupKeys, from: string): string {
  const value = keys[COLUMN_OF[dimension]];
  if (dimension === 'date') return String(value).replaceAll('-', '');
  if (dimension === 'nthDay') return String(daysBetween(from, String(value))).padStart(4, '0');
  if (dimension === 'modeled') return Number(value) === 1 ? 'true' : 'false';
  return String(value ?? '');
}

/** The selection a query makes: its days, columns and filters, and whether modeled presses count. */
function selectionOf(query: ReportQuery, now: Date): { selection: ReportSelection; metrics: ReportMetric[]; dimensions: ReportDimension[]; sessions: boolean } {
  const { metrics, dimensions, filters } = queryParts(query);
  const today = localDay(now, query.utcOffsetMinutes ?? 0);
  const from = reportDay(query.startDate, today);
  const to = reportDay(query.endDate, today);
  if (!from || !to) throw new ReportQueryError(ANALYTICS_MESSAGES.noSuchDay);
  if (from > to) throw new ReportQueryError(ANALYTICS_MESSAGES.startAfterEnd);
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) throw new ReportQueryError(ANALYTICS_MESSAGES.rangeTooLong(MAX_REPORT_DAYS));
  const sessions = metrics.some((metric) => SESSION_METRICS.has(metric));
  if (sessions && metrics.some((metric) => !SESSION_METRICS.has(metric))) throw new ReportQueryError(ANALYTICS_MESSAGES.mixedMetrics);
  if (sessions && [...dimensions, ...filters.map((filter) => filter.name)].some((dimension) => !SESSION_DIMENSIONS.has(dimension)))
    throw new ReportQueryError(ANALYTICS_MESSAGES.sessionDimensions);
  const modeled = dimensions.includes('modeled') || filters.some((filter) => filter.name === 'modeled') ? 'any' : 'own';
  return {
    selection: {
      from,
      to,
      groupBy: [...new Set(dimensions.map((dimension) => COLUMN_OF[dimension]))],
      filters: filters.map((filter) => columnFilter(filter, from)),
      modeled,
    },
    metrics,
    dimensions,
    sessions,
  };
}

/**
 * One query's report, from the user's own counts only. Rows come by their first dimension when it is a day (date,
 * nthDay), otherwise by the first metric, highest first (as Cboard asks Google Analytics for them), then by their
 * dimensions; `pageSize` (1,000 by default) cuts the rows, never the totals, rowCount, maximums or minimums.
 */
export async function usageReport(repository: AnalyticsRepository, userId: string, query: ReportQuery, now: Date): Promise<UsageReport> {
  const { selection, metrics, dimensions, sessions } = selectionOf(query, now);
  const counted: { keys: GroupKeys; sums: Sums }[] = sessions
    ? (await repository.countSessions(userId, selection)).map((row) => ({
        keys: row.keys,
        sums: { events: 0, sessions: row.sessions, durationMs: row.durationMs },
      }))
    : (await repository.countEvents(userId, selection)).map((row) => ({ keys: row.keys, sums: { events: row.events, sessions: 0, durationMs: 0 } }));
  const all = counted
    .filter((row) => row.sums.events > 0 || row.sums.sessions > 0)
    .map((row) => ({
      dimensions: dimensions.map((dimension) => dimensionValue(dimension, row.keys, selection.from)),
      values: metrics.map((metric) => valueOf(metric, row.sums)),
    }));
  const byDay = dimensions[0] === 'date' || dimensions[0] === 'nthDay';
  const compareDimensions = (a: string[], b: string[]) => a.join('\u0000').localeCompare(b.join('\u0000'));
  all.sort((a, b) =>
    byDay ? compareDimensions(a.dimensions, b.dimensions) : (b.values[0] ?? 0) - (a.values[0] ?? 0) || compareDimensions(a.dimensions, b.dimensions),
  );
  const total: Sums = counted.reduce(
    (sum, row) => ({ events: sum.events + row.sums.events, sessions: sum.sessions + row.sums.sessions, durationMs: sum.durationMs + row.sums.durationMs }),
    { events: 0, sessions: 0, durationMs: 0 },
  );
  const extreme = (pick: (...values: number[]) => number) => [
    { values: metrics.map((_metric, index) => asText(all.length === 0 ? 0 : pick(...all.map((row) => row.values[index] ?? 0)))) },
  ];
  return {
    columnHeader: {
      dimensions,
      metricHeader: { metricHeaderEntries: metrics.map((name) => ({ name, type: name === 'avgSessionDuration' ? ('TIME' as const) : ('INTEGER' as const) })) },
    },
    data: {
      rows: all.slice(0, query.pageSize ?? DEFAULT_PAGE_SIZE).map((row) => ({ dimensions: row.dimensions, metrics: [{ values: row.values.map(asText) }] })),
      totals: [{ values: metrics.map((metric) => asText(valueOf(metric, total))) }],
      rowCount: all.length,
      maximums: extreme(Math.max),
      minimums: extreme(Math.min),
    },
  };
}
