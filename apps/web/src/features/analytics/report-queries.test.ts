import { ReportBatchSchema, type UsageReport } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { shortCount, summaryOf, usageQueries } from './report-queries';

const report = (rows: [string[], ...string[]][]): UsageReport => ({
  columnHeader: { dimensions: [], metricHeader: { metricHeaderEntries: [] } },
  data: { rows: rows.map(([dimensions, ...values]) => ({ dimensions, metrics: [{ values }] })), totals: [], rowCount: rows.length, maximums: [], minimums: [] },
});

describe('the page’s report queries', () => {
  it('are a batch the server takes, for the period chosen', () => {
    const queries = usageQueries(10, 60);
    expect(ReportBatchSchema.safeParse(queries).success).toBe(true);
    expect(queries[0]).toMatchObject({ startDate: '9daysAgo', endDate: 'today', utcOffsetMinutes: 60 });
    // The words said before the period, for the new words, end the day before it starts.
    expect(queries[7]).toMatchObject({ endDate: '10daysAgo' });
  });

  it('reads the answer: every day of the period, totals, lists most first, phrases as utterances', () => {
    const summary = summaryOf(
      [
        report([[['20260309'], '2', '150']]),
        report([
          [['Speech'], '5'],
          [['Navigation'], '1'],
        ]),
        report([
          [['Click Symbol'], '4'],
          [['Click Output'], '1'],
        ]),
        report([
          [['want'], '1'],
          [['apple'], '3'],
        ]),
        report([[['food', 'Food'], '1']]),
        report([[['openmoji'], '4']]),
        report([[['I want', '20260309'], '1']]),
        report([[['more'], '2']]),
        report([]),
        report([[['go'], '2']]),
      ],
      10,
      '2026-03-10',
    );
    expect(summary.days).toHaveLength(10);
    expect(summary.days[0]?.day).toBe('2026-03-01');
    expect(summary.days[8]).toEqual({ day: '2026-03-09', sessions: 2, avgMinutes: 2.5 });
    expect(summary.categories).toEqual({ Navigation: 1, Speech: 5, Editing: 0 });
    expect(summary.actions['Click Symbol']).toBe(4);
    expect(summary.symbols.map((entry) => entry.label)).toEqual(['apple', 'want']);
    expect(summary.boards).toEqual([{ id: 'food', label: 'Food', count: 1 }]);
    expect(summary.utterances).toEqual([{ words: ['I want'], at: '2026-03-09', times: 1 }]);
    expect(summary.usedBefore).toEqual(['more']);
    expect(summary.modeled).toEqual([{ label: 'go', count: 2 }]);
  });

  it('shows totals over 999 as x.xk', () => {
    expect([999, 1000, 1049, 1050, 12_345].map(shortCount)).toEqual(['999', '1.0k', '1.0k', '1.1k', '12.3k']);
  });
});
