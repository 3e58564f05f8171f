import { describe, expect, it } from 'vitest';
import { AnalyticsEventSchema, AnalyticsUploadSchema, localPartsOf, MAX_ANALYTICS_BATCH } from './analytics-event.ts';
import { queryParts, ReportQuerySchema, reportDay } from './report-query.ts';

const event = { clientEventId: 'e1', action: 'Click Symbol', category: 'Speech', label: 'want', sessionId: 's1', timestamp: '2026-03-01T14:23:05+01:00' };

describe('analytics events', () => {
  it('parses an event, modeled false unless said', () => {
    expect(AnalyticsEventSchema.parse(event)).toEqual({ ...event, modeled: false });
  });

  it.each([
    ['an unknown action', { ...event, action: 'Click Button' }],
    ['a category of another action', { ...event, category: 'Editing' }],
    ['a time without its offset', { ...event, timestamp: '2026-03-01T14:23:05' }],
    ['a label past 200 characters', { ...event, label: 'x'.repeat(201) }],
    ['an empty client id', { ...event, clientEventId: '' }],
    ['a phrase of 101 words', { ...event, action: 'Click Output', words: Array.from({ length: 101 }, () => 'a') }],
  ])('refuses %s', (_title, value) => {
    expect(AnalyticsEventSchema.safeParse(value).success).toBe(false);
  });

  it(`a batch holds 1 to ${MAX_ANALYTICS_BATCH} events`, () => {
    const batch = (length: number) => ({ events: Array.from({ length }, (_, index) => ({ ...event, clientEventId: `e${index}` })) });
    expect(AnalyticsUploadSchema.safeParse(batch(MAX_ANALYTICS_BATCH)).success).toBe(true);
    expect(AnalyticsUploadSchema.safeParse(batch(MAX_ANALYTICS_BATCH + 1)).success).toBe(false);
    expect(AnalyticsUploadSchema.safeParse(batch(0)).success).toBe(false);
  });

  it.each([
    ['2026-03-01T14:23:05+01:00', { offsetMinutes: 60, day: '2026-03-01', time: '14:23:05' }],
    ['2026-03-01T23:59:59.500-05:30', { offsetMinutes: -330, day: '2026-03-01', time: '23:59:59' }],
    ['2026-03-01T00:00:00Z', { offsetMinutes: 0, day: '2026-03-01', time: '00:00:00' }],
  ])('the local parts of %s', (timestamp, parts) => {
    expect(localPartsOf(timestamp)).toEqual(parts);
  });
});

describe('report queries', () => {
  it.each([
    ['today', '2026-03-10'],
    ['yesterday', '2026-03-09'],
    ['30daysago', '2026-02-08'],
    ['10daysAgo', '2026-02-28'],
    ['2026-01-31', '2026-01-31'],
    ['2026-02-30', undefined],
  ])('%s is %s when today is 2026-03-10', (value, day) => {
    expect(reportDay(value, '2026-03-10')).toBe(day);
  });

  it("takes Cboard's query as it sends it (one metric and dimension, filter '')", () => {
    const query = ReportQuerySchema.parse({
      clientId: 'x',
      startDate: '30daysago',
      endDate: 'today',
      metric: 'totalEvents',
      dimension: 'eventLabel',
      filter: '',
    });
    expect(queryParts(query)).toEqual({ metrics: ['totalEvents'], dimensions: ['eventLabel'], filters: [] });
  });

  it('refuses a query without a metric, an unknown dimension or a wrong date', () => {
    for (const query of [
      { startDate: 'today', endDate: 'today' },
      { startDate: 'today', endDate: 'today', metric: 'totalEvents', dimension: 'country' },
      { startDate: 'last week', endDate: 'today', metric: 'totalEvents' },
    ])
      expect(ReportQuerySchema.safeParse(query).success).toBe(false);
  });
});
