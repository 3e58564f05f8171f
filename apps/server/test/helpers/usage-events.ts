import type { AnalyticsEventInput, ReportQuery, UsageReport } from '@tessera/core';
import { CATEGORY_OF_ACTION } from '@tessera/core';
import type { App } from '../../src/app.ts';
import type { SignedIn } from './users.ts';

let counter = 0;

/** An event of a tap of "want" unless told otherwise, with a client id no other event has. */
export function usageEvent(overrides: Partial<AnalyticsEventInput> & { timestamp: string }): AnalyticsEventInput {
  const action = overrides.action ?? 'Click Symbol';
  return { clientEventId: `event-${++counter}`, action, category: CATEGORY_OF_ACTION[action], sessionId: 'session-1', label: 'want', ...overrides };
}

/** The usage-report calls as one user makes them. */
export function usageCalls(app: App, user: Pick<SignedIn, 'headers'>) {
  return {
    setReports: (reportsOn: boolean) => app.inject({ method: 'PUT', url: '/api/analytics/consent', headers: user.headers, payload: { reportsOn } }),
    upload: (events: unknown[]) => app.inject({ method: 'POST', url: '/api/analytics/events', headers: user.headers, payload: { events } }),
    batchGet: (queries: unknown) => app.inject({ method: 'POST', url: '/api/analytics/batchGet', headers: user.headers, payload: queries as object }),
    /** One query's report; fails the test unless it answers 200. */
    async report(query: Partial<ReportQuery>): Promise<UsageReport> {
      const response = await this.batchGet([{ startDate: '30daysAgo', endDate: 'today', ...query }]);
      if (response.statusCode !== 200) throw new Error(`batchGet answered ${response.statusCode}: ${response.body}`);
      return response.json<{ reports: UsageReport[] }>().reports[0] as UsageReport;
    },
    exportFile: (format: string) => app.inject({ method: 'GET', url: `/api/analytics/export?format=${format}`, headers: user.headers }),
    deleteAll: () => app.inject({ method: 'DELETE', url: '/api/analytics', headers: user.headers }),
  };
}

/** A report's rows as [dimensions..., values...] lists: what a test compares. */
export const rowsOf = (report: UsageReport): string[][] => report.data.rows.map((row) => [...row.dimensions, ...(row.metrics[0]?.values ?? [])]);
