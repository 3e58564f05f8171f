// @vitest-environment node
// The server runs in this process and needs Node's own globals (jsdom's typed arrays are of another realm).
import { MAX_ANALYTICS_BATCH, type ReportQuery, type UserData } from '@tessera/core';
import { startTestServer, type TestServer } from '@tessera/server/testing';
import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { TesseraDb } from '../../lib/db';
import { initialAuthState } from '../../state/auth-slice';
import { boardChanged } from '../../state/board-slice';
import { outputTileAdded } from '../../state/output-slice';
import { makeStore } from '../../state/store';
import { modelingToggled, outputSpoken, reportsChosen, reportsPaused, reportsResumed } from '../../state/usage-slice';
import { sendUsage } from './send-usage';
import { UsageOutbox } from './usage-outbox';
import { startUsageRecording } from './usage-recording';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const call = async (user: UserData, path: string, method: string, body?: unknown) => {
  const answer = await fetch(`${server.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.authToken}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer.json() as Promise<unknown>;
};

/** The rows of one report of the user's, as [dimension values…, count]. */
const rows = async (user: UserData, query: Omit<ReportQuery, 'startDate' | 'endDate'>) => {
  const answer = (await call(user, '/analytics/batchGet', 'POST', [
    { startDate: '30daysAgo', endDate: 'today', utcOffsetMinutes: -new Date().getTimezoneOffset(), ...query },
  ])) as {
    reports: { data: { rows: { dimensions: string[]; metrics: { values: string[] }[] }[] } }[];
  };
  return answer.reports[0]?.data.rows.map((row) => [...row.dimensions, row.metrics[0]?.values[0]]) ?? [];
};

const recording = async (reportsOn: boolean | 'guest') => {
  const user = await server.signIn();
  if (reportsOn === true) await call(user, '/analytics/consent', 'PUT', { reportsOn: true });
  const { communicators: _communicators, ...authUser } = user;
  const store = makeStore({ auth: initialAuthState(reportsOn === 'guest' ? null : authUser) });
  const db = new TesseraDb(`usage-${Math.random()}`);
  const recorder = startUsageRecording(store, { openDb: () => db, baseUrl: server.apiUrl, whenIdle: (work) => work(), sendDelayMs: 60_000 });
  // The choice the server keeps reaches the device.
  if (reportsOn !== 'guest') await expect.poll(() => store.getState().usage.reportsOn).toBe(reportsOn);
  const close = async () => {
    recorder.stop();
    db.close();
    await Dexie.delete(db.name);
  };
  return { user, store, db, recorder, close };
};

const apple = { id: 'apple', label: 'apple', image: '/symbols/openmoji/1F34E.svg' };

describe('recording usage reports', () => {
  it('records taps, the phrase and a board change for a user who turned reports on, and sends them once', { timeout: 30_000 }, async () => {
    const { user, store, recorder, db, close } = await recording(true);
    try {
      store.dispatch(outputTileAdded(apple));
      store.dispatch(outputTileAdded(apple));
      store.dispatch(outputSpoken({ words: ['apple', 'apple'] }));
      store.dispatch(boardChanged('emotions'));
      await recorder.idle();
      expect(await new UsageOutbox(db).count()).toBe(0);
      expect(await rows(user, { metric: 'totalEvents', dimensions: ['eventAction', 'eventLabel'] })).toEqual(
        expect.arrayContaining([
          ['Click Symbol', 'apple', '2'],
          ['Click Output', 'apple apple', '1'],
          ['Change Board', expect.any(String), '1'],
        ]),
      );
      // A second send has nothing left to send: the server still counts each press once.
      await recorder.idle();
      expect(await rows(user, { metric: 'totalEvents', dimension: 'eventAction', filter: { name: 'eventAction', value: 'Click Symbol' } })).toEqual([
        ['Click Symbol', '2'],
      ]);
    } finally {
      await close();
    }
  });

  it('records nothing while paused, and again once resumed; modeled presses are kept apart', { timeout: 30_000 }, async () => {
    const { user, store, recorder, db, close } = await recording(true);
    try {
      store.dispatch(reportsPaused({ now: Date.now() }));
      store.dispatch(outputTileAdded(apple));
      await recorder.idle();
      expect(await rows(user, { metric: 'totalEvents', dimension: 'eventLabel' })).toEqual([]);
      store.dispatch(reportsResumed());
      store.dispatch(modelingToggled());
      store.dispatch(outputTileAdded({ id: 'more', label: 'more' }));
      store.dispatch(modelingToggled());
      store.dispatch(outputTileAdded(apple));
      await recorder.idle();
      expect(await new UsageOutbox(db).count()).toBe(0);
      expect(await rows(user, { metric: 'totalEvents', dimension: 'eventLabel' })).toEqual([['apple', '1']]);
      expect(await rows(user, { metric: 'totalEvents', dimensions: ['eventLabel', 'modeled'], filter: { name: 'modeled', value: 'true' } })).toEqual([
        ['more', 'true', '1'],
      ]);
    } finally {
      await close();
    }
  });

  it('records nothing without consent, nor for a guest; turning reports off drops what waited', { timeout: 30_000 }, async () => {
    const off = await recording(false);
    const guest = await recording('guest');
    try {
      for (const { store, recorder, db } of [off, guest]) {
        store.dispatch(outputTileAdded(apple));
        await recorder.idle();
        expect(await new UsageOutbox(db).count()).toBe(0);
      }
      expect(await rows(off.user, { metric: 'totalEvents', dimension: 'eventLabel' })).toEqual([]);
      // On, then off before the queue went: what was queued is not kept.
      off.store.dispatch(reportsChosen(true));
      off.store.dispatch(outputTileAdded(apple));
      await expect.poll(() => new UsageOutbox(off.db).count()).toBe(1);
      off.store.dispatch(reportsChosen(false));
      await off.recorder.idle();
      expect(await new UsageOutbox(off.db).count()).toBe(0);
    } finally {
      await off.close();
      await guest.close();
    }
  });
});

describe('the usage outbox', () => {
  const queued = async (count: number) => {
    const db = new TesseraDb(`usage-outbox-${Math.random()}`);
    const outbox = new UsageOutbox(db);
    const at = new Date().toISOString();
    await outbox.add(
      Array.from({ length: count }, (_, index) => ({
        clientEventId: `e${index}`,
        action: 'Click Symbol' as const,
        category: 'Speech' as const,
        label: `w${index}`,
        sessionId: 's',
        timestamp: at,
      })),
    );
    return { db, outbox };
  };

  it('goes in batches of at most 500, oldest first, and leaves the queue only once answered', async () => {
    const { db, outbox } = await queued(1_201);
    try {
      const batches: string[][] = [];
      expect(await sendUsage(outbox, async (events) => batches.push(events.map((event) => event.clientEventId)))).toBe('sent');
      expect(batches.map((batch) => batch.length)).toEqual([MAX_ANALYTICS_BATCH, MAX_ANALYTICS_BATCH, 201]);
      expect(batches[0]?.[0]).toBe('e0');
      expect(batches[2]?.[200]).toBe('e1200');
      expect(await outbox.count()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('keeps a batch that failed for the next try, and drops everything when reports are off (409)', async () => {
    const { db, outbox } = await queued(3);
    try {
      expect(await sendUsage(outbox, () => Promise.reject(new ApiError('network', 0, 'no answer')))).toBe('failed');
      expect(await outbox.count()).toBe(3);
      expect(await sendUsage(outbox, () => Promise.reject(new ApiError('http', 409, 'off')))).toBe('reports off');
      expect(await outbox.count()).toBe(0);
    } finally {
      db.close();
    }
  });
});
