import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { App } from '../src/app.ts';
import { RETENTION_SWEEP_INTERVAL_MS } from '../src/plugins/analytics-retention.ts';
import { DAY, makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { rowsOf, usageCalls, usageEvent } from './helpers/usage-events.ts';
import { signedInUser } from './helpers/users.ts';

describeEachDatabase('usage-report retention', (database) => {
  const time = makeTestClock(new Date('2026-03-10T12:00:00.000Z'));
  let app: App;

  beforeAll(async () => {
    app = await database.buildApp({ ANALYTICS_RETENTION_DAYS: '30' }, { clock: time.clock });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A user with reports on and one event on each day given (at noon UTC, each a session of its own). */
  async function userWithEventsOn(days: string[]) {
    const user = await signedInUser(app, 'Kim');
    const calls = usageCalls(app, user);
    await calls.setReports(true);
    const answer = await calls.upload(days.map((day) => usageEvent({ timestamp: `${day}T12:00:00Z`, sessionId: day })));
    expect(answer.json()).toMatchObject({ stored: days.length });
    return calls;
  }

  const kept = async (calls: ReturnType<typeof usageCalls>) => ({
    events: rowsOf(await calls.report({ startDate: '2026-01-01', endDate: 'today', metric: 'totalEvents', dimension: 'date' })),
    sessions: rowsOf(await calls.report({ startDate: '2026-01-01', endDate: 'today', metric: 'sessions', dimension: 'date' })),
    csvLines: (await calls.exportFile('csv')).body.trimEnd().split('\r\n').length - 1,
  });

  it('the sweep deletes events, day counts and sessions older than ANALYTICS_RETENTION_DAYS by the server’s clock', async () => {
    time.set(new Date('2026-03-10T12:00:00.000Z'));
    const calls = await userWithEventsOn(['2026-02-20', '2026-03-01', '2026-03-09']);
    expect(await app.analyticsRetention.sweep()).toEqual({ events: 0 });

    // 25 days on, 20 February is 45 days back, 1 March 34: both past 30 days; 9 March is 26.
    time.advance(25 * DAY);
    expect(await app.analyticsRetention.sweep()).toEqual({ events: 2 });
    expect(await kept(calls)).toEqual({ events: [['20260309', '1']], sessions: [['20260309', '1']], csvLines: 1 });
  });

  it('runs by itself once a day', async () => {
    time.set(new Date('2026-06-01T12:00:00.000Z'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Tokens outlive the 40 days the test moves on.
    const timed = await database.buildApp({ ANALYTICS_RETENTION_DAYS: '30', TOKEN_TTL: '400d' }, { clock: time.clock });
    const user = await signedInUser(timed, 'Lou');
    const calls = usageCalls(timed, user);
    await calls.setReports(true);
    await calls.upload([usageEvent({ timestamp: '2026-05-25T12:00:00Z' })]);

    time.advance(40 * DAY);
    vi.advanceTimersByTime(RETENTION_SWEEP_INTERVAL_MS - 1);
    // Read at once (vi.waitFor would move the faked timers on): not swept before the day is over.
    expect((await kept(calls)).csvLines).toBe(1);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await kept(calls)).csvLines).toBe(0));
    await timed.close();
  });
});
