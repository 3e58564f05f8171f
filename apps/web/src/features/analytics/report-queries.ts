import {
  ANALYTICS_ACTIONS,
  ANALYTICS_CATEGORIES,
  addDays,
  type AnalyticsAction,
  type AnalyticsCategory,
  type ReportQuery,
  type SymbolSource,
  type UsageReport,
  type Utterance,
} from '@tessera/core';

/** The page's periods (spec 02 §2, §9): the last 10, 20, 30 or 60 days, 30 by default. */
export const USAGE_RANGES = [10, 20, 30, 60] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];
export const DEFAULT_USAGE_RANGE: UsageRange = 30;

/** How far back "used before" looks for the new words: the server's default retention. */
const BEFORE_DAYS = 400;

export type Count = { label: string; count: number };

/** What the page shows for a period, read from one batchGet answer. */
export interface UsageSummary {
  /** Every day of the period, oldest first (YYYY-MM-DD), with its sessions and their average length in minutes. */
  days: { day: string; sessions: number; avgMinutes: number }[];
  categories: Record<AnalyticsCategory, number>;
  actions: Record<AnalyticsAction, number>;
  /** Tiles said (Click Symbol), most first. */
  symbols: Count[];
  /** Boards opened, most first. */
  boards: (Count & { id: string })[];
  phrases: Count[];
  editions: Count[];
  sources: { source: SymbolSource; count: number }[];
  /** The user's own phrases of the period, for the language figures. */
  utterances: Utterance[];
  /** Words said in phrases before the period. */
  usedBefore: string[];
  /** Presses made while Modeling was on, by label: never in the figures above. */
  modeled: Count[];
}

const filter = (name: 'eventAction' | 'eventCategory' | 'modeled', value: string) => ({ filter: { name, value } });

/** The queries of the page, in the order `summaryOf` reads their reports. `today` is the device's day. */
export function usageQueries(range: UsageRange, utcOffsetMinutes: number): ReportQuery[] {
  const period = { startDate: `${range - 1}daysAgo`, endDate: 'today', utcOffsetMinutes, pageSize: 1000 };
  return [
    { ...period, metrics: ['sessions', 'avgSessionDuration'], dimension: 'date' },
    { ...period, metric: 'totalEvents', dimension: 'eventCategory' },
    { ...period, metric: 'totalEvents', dimension: 'eventAction' },
    { ...period, metric: 'totalEvents', dimension: 'eventLabel', ...filter('eventAction', 'Click Symbol') },
    { ...period, metric: 'totalEvents', dimensions: ['boardId', 'eventLabel'], ...filter('eventAction', 'Change Board') },
    { ...period, metric: 'totalEvents', dimension: 'symbolSource', ...filter('eventAction', 'Click Symbol') },
    { ...period, metric: 'totalEvents', dimensions: ['eventLabel', 'date'], ...filter('eventAction', 'Click Output'), pageSize: 10_000 },
    {
      ...period,
      metric: 'totalEvents',
      dimension: 'eventLabel',
      ...filter('eventAction', 'Click Output'),
      startDate: `${BEFORE_DAYS}daysAgo`,
      endDate: `${range}daysAgo`,
      pageSize: 10_000,
    },
    { ...period, metric: 'totalEvents', dimension: 'eventLabel', ...filter('eventCategory', 'Editing') },
    { ...period, metric: 'totalEvents', dimension: 'eventLabel', ...filter('modeled', 'true') },
  ];
}

type Row = { dimensions: string[]; value: number; second: number };
const rowsOf = (report: UsageReport | undefined): Row[] =>
  (report?.data.rows ?? []).map((row) => ({
    dimensions: row.dimensions,
    value: Number(row.metrics[0]?.values[0] ?? 0) || 0,
    second: Number(row.metrics[0]?.values[1] ?? 0) || 0,
  }));

const mostFirst = <T extends { count: number }>(items: T[]): T[] => items.sort((a, b) => b.count - a.count);
const counts = (report: UsageReport | undefined): Count[] => mostFirst(rowsOf(report).map((row) => ({ label: row.dimensions[0] ?? '', count: row.value })));
const asDay = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function tally<K extends string>(keys: readonly K[], report: UsageReport | undefined): Record<K, number> {
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rowsOf(report)) {
    const key = row.dimensions[0] as K;
    if (key in result) result[key] += row.value;
  }
  return result;
}

/** Reads the reports of `usageQueries(range, …)`; `today` is the device's day (YYYY-MM-DD). */
export function summaryOf(reports: readonly UsageReport[], range: UsageRange, today: string): UsageSummary {
  const byDay = new Map(rowsOf(reports[0]).map((row) => [asDay(row.dimensions[0] ?? ''), row]));
  const days = Array.from({ length: range }, (_, index) => {
    const day = addDays(today, index - range + 1);
    const row = byDay.get(day);
    return { day, sessions: row?.value ?? 0, avgMinutes: Math.round(((row?.second ?? 0) / 60) * 10) / 10 };
  });
  return {
    days,
    categories: tally(ANALYTICS_CATEGORIES, reports[1]),
    actions: tally(ANALYTICS_ACTIONS, reports[2]),
    symbols: counts(reports[3]),
    boards: mostFirst(
      rowsOf(reports[4]).map((row) => ({ id: row.dimensions[0] ?? '', label: row.dimensions[1] || row.dimensions[0] || '', count: row.value })),
    ),
    sources: mostFirst(rowsOf(reports[5]).map((row) => ({ source: (row.dimensions[0] ?? 'other') as SymbolSource, count: row.value }))),
    phrases: mostFirst(
      [
        ...rowsOf(reports[6]).reduce(
          (all, row) => all.set(row.dimensions[0] ?? '', (all.get(row.dimensions[0] ?? '') ?? 0) + row.value),
          new Map<string, number>(),
        ),
      ].map(([label, count]) => ({ label, count })),
    ),
    utterances: rowsOf(reports[6]).map((row) => ({ words: [row.dimensions[0] ?? ''], at: asDay(row.dimensions[1] ?? ''), times: row.value })),
    usedBefore: rowsOf(reports[7]).map((row) => row.dimensions[0] ?? ''),
    editions: counts(reports[8]),
    modeled: counts(reports[9]),
  };
}

/** Totals over 999 show as x.xk (spec 02 §9). */
export const shortCount = (value: number): string => (value > 999 ? `${(Math.round(value / 100) / 10).toFixed(1)}k` : String(value));
