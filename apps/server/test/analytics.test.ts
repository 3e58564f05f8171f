import { languageFigures, MAX_ANALYTICS_BATCH, type UsageReport } from '@tessera/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { ANALYTICS_MESSAGES } from '../src/analytics/messages.ts';
import { makeTestClock } from './helpers/clock.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { rowsOf, usageCalls, usageEvent } from './helpers/usage-events.ts';
import { signedInUser, type SignedIn } from './helpers/users.ts';

const OPENMOJI = '/symbols/openmoji/1F34E.svg';
const ARASAAC = 'https://static.arasaac.org/pictograms/2349/2349_300.png';

/**
 * Cleo's two days (at UTC+1), the clock at 2026-03-10 12:00 UTC:
 *   8 March, session a (10:00:00 to 10:02:00, 120 s): taps "I" and "want", speaks "I want", opens the Food board;
 *   9 March, session b (10:00 to 10:05, 300 s): taps "want" twice (an OpenMoji picture), creates a tile, edits tiles;
 *            session c (15:00, one press, 0 s): taps "apple" (an ARASAAC picture);
 *            session m, modeled by a carer: "more" twice (16:00, 16:10).
 */
const cleosDay = () => [
  usageEvent({ sessionId: 'a', timestamp: '2026-03-08T10:00:00+01:00', label: 'I', tileId: 't-i', boardId: 'root' }),
  usageEvent({ sessionId: 'a', timestamp: '2026-03-08T10:00:30+01:00', label: 'want', tileId: 't-want', boardId: 'root' }),
  usageEvent({ sessionId: 'a', timestamp: '2026-03-08T10:01:00+01:00', action: 'Click Output', label: 'I want', words: ['I', 'want'], boardId: 'root' }),
  usageEvent({ sessionId: 'a', timestamp: '2026-03-08T10:02:00+01:00', action: 'Change Board', label: 'Food', boardId: 'food' }),
  usageEvent({ sessionId: 'b', timestamp: '2026-03-09T10:00:00+01:00', label: 'want', tileId: 't-want', picture: OPENMOJI, boardId: 'root' }),
  usageEvent({ sessionId: 'b', timestamp: '2026-03-09T10:01:00+01:00', label: 'want', tileId: 't-want', picture: OPENMOJI, boardId: 'root' }),
  usageEvent({ sessionId: 'b', timestamp: '2026-03-09T10:03:00+01:00', action: 'Create Tile', label: 'juice', boardId: 'food' }),
  usageEvent({ sessionId: 'b', timestamp: '2026-03-09T10:05:00+01:00', action: 'Edit Tiles', label: 'juice', boardId: 'food' }),
  usageEvent({ sessionId: 'c', timestamp: '2026-03-09T15:00:00+01:00', label: 'apple', tileId: 't-apple', picture: ARASAAC, boardId: 'food' }),
  usageEvent({ sessionId: 'm', timestamp: '2026-03-09T16:00:00+01:00', label: 'more', tileId: 't-more', modeled: true }),
  usageEvent({ sessionId: 'm', timestamp: '2026-03-09T16:10:00+01:00', label: 'more', tileId: 't-more', modeled: true }),
];

describeEachDatabase(
  'usage reports',
  (database) => {
    const time = makeTestClock(new Date('2026-03-10T12:00:00.000Z'));
    let app: App;
    let cleo: SignedIn;
    let bob: SignedIn;
    let calls: ReturnType<typeof usageCalls>;

    beforeAll(async () => {
      app = await database.buildApp({}, { clock: time.clock });
      cleo = await signedInUser(app, 'Cleo');
      bob = await signedInUser(app, 'Bob');
      calls = usageCalls(app, cleo);
      expect((await calls.setReports(true)).statusCode).toBe(200);
      const uploaded = await calls.upload(cleosDay());
      expect(uploaded.json()).toEqual({ stored: 11, duplicates: 0, skipped: 0 });
    });

    describe('consent', () => {
      it('is off until the user turns it on, and an upload meanwhile is refused and stores nothing', async () => {
        const dana = await signedInUser(app, 'Dana');
        const danas = usageCalls(app, dana);
        expect((await app.inject({ method: 'GET', url: '/api/analytics/consent', headers: dana.headers })).json()).toEqual({
          reportsOn: false,
          changedAt: null,
        });
        const refused = await danas.upload([usageEvent({ timestamp: '2026-03-10T09:00:00Z' })]);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ message: ANALYTICS_MESSAGES.reportsOff });
        expect((await danas.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['0'] }]);

        expect((await danas.setReports(true)).json()).toEqual({ reportsOn: true, changedAt: time.clock().toISOString() });
        expect((await danas.upload([usageEvent({ timestamp: '2026-03-10T09:00:00Z' })])).json()).toMatchObject({ stored: 1 });
      });

      it('refuses every call without a valid token with 403', async () => {
        for (const [method, url] of [
          ['GET', '/api/analytics/consent'],
          ['POST', '/api/analytics/events'],
          ['POST', '/api/analytics/batchGet'],
          ['DELETE', '/api/analytics'],
          ['GET', '/api/analytics/export?format=csv'],
        ] as const)
          expect((await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, `${method} ${url}`).toBe(403);
      });
    });

    describe('uploads', () => {
      it('count a batch sent again once, and an event twice in one batch once', async () => {
        const eve = await signedInUser(app, 'Eve');
        const eves = usageCalls(app, eve);
        await eves.setReports(true);
        const batch = [usageEvent({ timestamp: '2026-03-10T09:00:00Z' }), usageEvent({ timestamp: '2026-03-10T09:01:00Z' })];
        expect((await eves.upload(batch)).json()).toEqual({ stored: 2, duplicates: 0, skipped: 0 });
        expect((await eves.upload(batch)).json()).toEqual({ stored: 0, duplicates: 2, skipped: 0 });
        const third = usageEvent({ timestamp: '2026-03-10T09:02:00Z' });
        expect((await eves.upload([...batch, third, third])).json()).toEqual({ stored: 1, duplicates: 3, skipped: 0 });
        const report = await eves.report({ metric: 'totalEvents', dimension: 'date' });
        expect(rowsOf(report)).toEqual([['20260310', '3']]);
        // Session 1 of the three presses: 09:00 to 09:02, whichever batch carried them.
        expect(rowsOf(await eves.report({ metric: 'avgSessionDuration', dimension: 'date' }))).toEqual([['20260310', '120']]);
      });

      it('count a batch sent from two tabs at the same moment once', async () => {
        const joy = await signedInUser(app, 'Joy');
        const joys = usageCalls(app, joy);
        await joys.setReports(true);
        const batch = Array.from({ length: 50 }, (_, index) => usageEvent({ timestamp: `2026-03-10T09:${String(index).padStart(2, '0')}:00Z` }));
        const answers = await Promise.all([joys.upload(batch), joys.upload(batch), joys.upload(batch)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
        expect(answers.reduce((sum, answer) => sum + answer.json<{ stored: number }>().stored, 0)).toBe(50);
        expect((await joys.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['50'] }]);
        expect((await joys.report({ metric: 'sessions' })).data.totals).toEqual([{ values: ['1'] }]);
      });

      it('of another user with the same client ids are theirs, and change nothing of Cleo’s', async () => {
        const bobs = usageCalls(app, bob);
        await bobs.setReports(true);
        const copied = cleosDay().map((event, index) => ({ ...event, clientEventId: `event-${index + 1}` }));
        await bobs.upload(copied);
        await bobs.deleteAll();
        expect((await calls.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['9'] }]);
      });

      it('skip events older than the retention or more than a day ahead', async () => {
        const fay = await signedInUser(app, 'Fay');
        const fays = usageCalls(app, fay);
        await fays.setReports(true);
        const answer = await fays.upload([
          usageEvent({ timestamp: '2025-01-01T09:00:00Z' }),
          usageEvent({ timestamp: '2026-03-12T09:00:00Z' }),
          usageEvent({ timestamp: '2026-03-10T13:00:00Z' }),
        ]);
        expect(answer.json()).toEqual({ stored: 1, duplicates: 0, skipped: 2 });
      });

      it('refuse with 400 a batch past the caps, and store none of it', async () => {
        const many = Array.from({ length: MAX_ANALYTICS_BATCH + 1 }, () => usageEvent({ timestamp: '2026-03-10T09:00:00Z' }));
        for (const [events, field] of [
          [many, 'body/events'],
          [[usageEvent({ timestamp: '2026-03-10T09:00:00Z', label: 'x'.repeat(201) })], 'body/events/0/label'],
          [[usageEvent({ timestamp: '2026-03-10T09:00:00Z', picture: `https://example.org/${'x'.repeat(2048)}` })], 'body/events/0/picture'],
          [
            [usageEvent({ timestamp: '2026-03-10T09:00:00Z', action: 'Click Output', words: Array.from({ length: 101 }, () => 'more') })],
            'body/events/0/words',
          ],
          [[{ ...usageEvent({ timestamp: '2026-03-10T09:00:00Z' }), action: 'Click Everything' }], 'body/events/0/action'],
          [[{ ...usageEvent({ timestamp: '2026-03-10T09:00:00Z' }), category: 'Editing' }], 'body/events/0/category'],
          [[usageEvent({ timestamp: 'yesterday' })], 'body/events/0/timestamp'],
          [[], 'body/events'],
        ] as const) {
          const response = await calls.upload(events as unknown[]);
          expect(response.statusCode, field).toBe(400);
          expect(response.json<{ message: string }>().message).toContain(field);
        }
        expect((await calls.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['9'] }]);
      });
    });

    describe('batchGet', () => {
      const expectReport = (report: UsageReport, rows: string[][], totals: string[], extremes?: { maximums: string[]; minimums: string[] }) => {
        expect(rowsOf(report)).toEqual(rows);
        expect(report.data.totals).toEqual([{ values: totals }]);
        expect(report.data.rowCount).toBe(rows.length);
        if (extremes) expect(report.data).toMatchObject({ maximums: [{ values: extremes.maximums }], minimums: [{ values: extremes.minimums }] });
      };

      it('totalEvents by eventCategory: most first, modeled presses left out', async () => {
        const report = await calls.report({ metric: 'totalEvents', dimension: 'eventCategory' });
        expectReport(
          report,
          [
            ['Speech', '6'],
            ['Editing', '2'],
            ['Navigation', '1'],
          ],
          ['9'],
          { maximums: ['6'], minimums: ['1'] },
        );
        expect(report.columnHeader).toEqual({
          dimensions: ['eventCategory'],
          metricHeader: { metricHeaderEntries: [{ name: 'totalEvents', type: 'INTEGER' }] },
        });
      });

      it('totalEvents by eventAction, filtered by category', async () => {
        const report = await calls.report({ metric: 'totalEvents', dimension: 'eventAction', filter: { name: 'eventCategory', value: 'Editing' } });
        expectReport(
          report,
          [
            ['Create Tile', '1'],
            ['Edit Tiles', '1'],
          ],
          ['2'],
        );
      });

      it("the top tiles by label, as Cboard asks (clientId, filter '' or by action)", async () => {
        const cboard = { clientId: 'GA1.2.3', mobileView: false, metric: 'totalEvents' as const, dimension: 'eventLabel' as const };
        expectReport(
          await calls.report({ ...cboard, filter: { name: 'eventAction', value: 'Click Symbol' } }),
          [
            ['want', '3'],
            ['apple', '1'],
            ['I', '1'],
          ],
          ['5'],
        );
        expectReport(await calls.report({ ...cboard, filter: { name: 'eventAction', value: 'Click Output' } }), [['I want', '1']], ['1']);
        // I, want, I want, Food, juice (created and edited), apple.
        expect((await calls.report({ ...cboard, filter: '' })).data.rowCount).toBe(6);
      });

      it('counts per day, by date and by nthDay from startDate, in day order', async () => {
        expectReport(
          await calls.report({ metric: 'totalEvents', dimension: 'date' }),
          [
            ['20260308', '4'],
            ['20260309', '5'],
          ],
          ['9'],
        );
        expectReport(
          await calls.report({ startDate: '2026-03-07', endDate: '2026-03-10', metric: 'totalEvents', dimension: 'nthDay' }),
          [
            ['0001', '4'],
            ['0002', '5'],
          ],
          ['9'],
        );
        expectReport(
          await calls.report({ startDate: '2026-03-09', endDate: '2026-03-09', metric: 'totalEvents', dimensions: ['date', 'eventCategory'] }),
          [
            ['20260309', 'Editing', '2'],
            ['20260309', 'Speech', '3'],
          ],
          ['5'],
        );
      });

      it('average session length in seconds per day, and sessions begun; totals average over every session', async () => {
        const report = await calls.report({ metrics: ['avgSessionDuration', 'sessions'], dimension: 'date' });
        expect(report.data.rows).toEqual([
          { dimensions: ['20260308'], metrics: [{ values: ['120', '1'] }] },
          { dimensions: ['20260309'], metrics: [{ values: ['150', '2'] }] },
        ]);
        expect(report.data.totals).toEqual([{ values: ['140', '3'] }]);
        expect(report.data.maximums).toEqual([{ values: ['150', '2'] }]);
        expect(report.columnHeader.metricHeader.metricHeaderEntries).toEqual([
          { name: 'avgSessionDuration', type: 'TIME' },
          { name: 'sessions', type: 'INTEGER' },
        ]);
        const byDay = await calls.report({ startDate: '2026-03-08', endDate: '2026-03-10', metric: 'avgSessionDuration', dimension: 'nthDay' });
        expect(rowsOf(byDay)).toEqual([
          ['0000', '120'],
          ['0001', '150'],
        ]);
      });

      it('the most used boards: Change Board by boardId and its name', async () => {
        const report = await calls.report({
          metric: 'totalEvents',
          dimensions: ['boardId', 'eventLabel'],
          filter: { name: 'eventAction', value: 'Change Board' },
        });
        expectReport(report, [['food', 'Food', '1']], ['1']);
        expectReport(
          await calls.report({ metric: 'totalEvents', dimension: 'boardId' }),
          [
            ['root', '5'],
            ['food', '4'],
          ],
          ['9'],
        );
      });

      it('symbol sources and tiles of the tiles tapped', async () => {
        const filter = { name: 'eventAction' as const, value: 'Click Symbol' };
        expectReport(
          await calls.report({ metric: 'totalEvents', dimension: 'symbolSource', filter }),
          [
            ['none', '2'],
            ['openmoji', '2'],
            ['arasaac', '1'],
          ],
          ['5'],
        );
        expectReport(
          await calls.report({ metric: 'totalEvents', dimension: 'tileId', filter }),
          [
            ['t-want', '3'],
            ['t-apple', '1'],
            ['t-i', '1'],
          ],
          ['5'],
        );
      });

      it('modeled presses only when a query names them, apart from the user’s own', async () => {
        expectReport(
          await calls.report({ metric: 'totalEvents', dimension: 'modeled' }),
          [
            ['false', '9'],
            ['true', '2'],
          ],
          ['11'],
        );
        expectReport(
          await calls.report({ metric: 'totalEvents', dimension: 'eventLabel', filter: { name: 'modeled', value: 'true' } }),
          [['more', '2']],
          ['2'],
        );
        expectReport(
          await calls.report({ metric: 'avgSessionDuration', dimension: 'modeled' }),
          [
            ['true', '600'],
            ['false', '140'],
          ],
          ['255'],
        );
      });

      it('filters by date and nthDay, several filters together', async () => {
        // Without dimensions, one row of the whole, as the Reporting API answers.
        expectReport(await calls.report({ metric: 'totalEvents', filter: { name: 'date', value: '20260308' } }), [['4']], ['4']);
        expectReport(
          await calls.report({
            startDate: '2026-03-08',
            endDate: 'today',
            metric: 'totalEvents',
            dimension: 'eventLabel',
            filters: [
              { name: 'nthDay', value: '1' },
              { name: 'eventAction', value: 'Click Symbol' },
            ],
          }),
          [
            ['want', '2'],
            ['apple', '1'],
          ],
          ['3'],
        );
        expectReport(await calls.report({ metric: 'totalEvents', filter: { name: 'date', value: 'March' } }), [], ['0']);
      });

      it('ranges: only the days asked, today and yesterday in the user’s time zone', async () => {
        expectReport(await calls.report({ startDate: 'yesterday', endDate: 'yesterday', metric: 'totalEvents' }), [['5']], ['5']);
        // At UTC-13 it is still 9 March 23:00: yesterday is 8 March.
        expectReport(await calls.report({ startDate: 'yesterday', endDate: 'yesterday', metric: 'totalEvents', utcOffsetMinutes: -780 }), [['4']], ['4']);
        expectReport(await calls.report({ startDate: '10daysago', endDate: '2daysAgo', metric: 'totalEvents' }), [['4']], ['4']);
        expectReport(await calls.report({ startDate: 'today', endDate: 'today', metric: 'totalEvents', dimension: 'date' }), [], ['0']);
      });

      it('pageSize cuts the rows, never rowCount, totals or maximums', async () => {
        const report = await calls.report({ metric: 'totalEvents', dimension: 'eventCategory', pageSize: 1 });
        expect(rowsOf(report)).toEqual([['Speech', '6']]);
        expect(report.data).toMatchObject({ rowCount: 3, totals: [{ values: ['9'] }], maximums: [{ values: ['6'] }], minimums: [{ values: ['1'] }] });
      });

      it('answers one report per query, in order', async () => {
        const response = await calls.batchGet([
          { startDate: '30daysago', endDate: 'today', metric: 'totalEvents', filter: { name: 'eventCategory', value: 'Navigation' } },
          { startDate: '30daysago', endDate: 'today', metric: 'totalEvents', filter: { name: 'eventCategory', value: 'Speech' } },
          { startDate: '30daysago', endDate: 'today', metric: 'totalEvents', filter: { name: 'eventCategory', value: 'Editing' } },
        ]);
        expect(response.json<{ reports: UsageReport[] }>().reports.map((report) => report.data.totals[0]?.values[0])).toEqual(['1', '6', '2']);
      });

      it('refuses with 400 what it cannot answer', async () => {
        const base = { startDate: '30daysago', endDate: 'today' };
        for (const [queries, message] of [
          [[{ ...base, metrics: ['totalEvents', 'sessions'] }], ANALYTICS_MESSAGES.mixedMetrics],
          [[{ ...base, metric: 'sessions', dimension: 'eventLabel' }], ANALYTICS_MESSAGES.sessionDimensions],
          [[{ ...base, metric: 'avgSessionDuration', filter: { name: 'eventAction', value: 'Click Symbol' } }], ANALYTICS_MESSAGES.sessionDimensions],
          [[{ startDate: 'today', endDate: '10daysAgo', metric: 'totalEvents' }], ANALYTICS_MESSAGES.startAfterEnd],
          [[{ startDate: '2026-02-30', endDate: 'today', metric: 'totalEvents' }], ANALYTICS_MESSAGES.noSuchDay],
          [[{ startDate: '2000-01-01', endDate: 'today', metric: 'totalEvents' }], ANALYTICS_MESSAGES.rangeTooLong(800)],
          [[{ ...base, metric: 'pageviews' }], 'body/0/metric'],
          [[{ ...base, metric: 'totalEvents', dimension: 'country' }], 'body/0/dimension'],
          [[{ ...base, metric: 'totalEvents', filter: { name: 'eventLabel', value: 'x'.repeat(201) } }], 'body/0/filter'],
          [[{ ...base, metric: 'totalEvents', pageSize: 10_001 }], 'body/0/pageSize'],
          [Array.from({ length: 21 }, () => ({ ...base, metric: 'totalEvents' })), 'body'],
          [[], 'body'],
        ] as const) {
          const response = await calls.batchGet(queries);
          expect(response.statusCode, message).toBe(400);
          expect(response.json<{ message: string }>().message).toContain(message);
        }
      });

      it('gives the page what the language figures need: phrases by day, modeled ones apart', async () => {
        const max = await signedInUser(app, 'Max');
        const maxs = usageCalls(app, max);
        await maxs.setReports(true);
        const output = (timestamp: string, words: string[], modeled = false) =>
          usageEvent({ timestamp, action: 'Click Output', label: words.join(' '), words, modeled });
        await maxs.upload([
          output('2026-03-08T09:00:00Z', ['I', 'want', 'apple']),
          output('2026-03-09T09:00:00Z', ['I', 'want', 'apple']),
          output('2026-03-09T10:00:00Z', ['more']),
          output('2026-03-09T11:00:00Z', ['go', 'home'], true),
        ]);
        const phrases = await maxs.report({
          metric: 'totalEvents',
          dimensions: ['eventLabel', 'date'],
          filter: { name: 'eventAction', value: 'Click Output' },
        });
        const utterances = phrases.data.rows.map((row) => ({
          words: [row.dimensions[0] ?? ''],
          at: row.dimensions[1] ?? '',
          times: Number(row.metrics[0]?.values[0]),
        }));
        const figures = languageFigures(utterances, { coreWords: ['I', 'want', 'more', 'go'] });
        expect(figures).toMatchObject({ utterances: 3, totalWords: 7, differentWords: 4, meanLengthOfUtterance: 7 / 3, coreWords: 5, coreWordShare: 5 / 7 });
        expect(figures.frequency[0]).toEqual({ word: 'apple', count: 2, firstUsed: '20260308' });
        const modeled = await maxs.report({
          metric: 'totalEvents',
          dimension: 'eventLabel',
          filters: [
            { name: 'eventAction', value: 'Click Output' },
            { name: 'modeled', value: 'true' },
          ],
        });
        expect(rowsOf(modeled)).toEqual([['go home', '1']]);
      });

      it("answers another user none of Cleo's data", async () => {
        const bobs = usageCalls(app, bob);
        for (const query of [
          { metric: 'totalEvents' as const, dimension: 'eventLabel' as const },
          { metric: 'totalEvents' as const, dimension: 'modeled' as const },
          { metric: 'avgSessionDuration' as const, dimension: 'date' as const },
        ]) {
          const report = await bobs.report({ ...query, clientId: cleo.id });
          expect(report.data).toMatchObject({ rows: [], rowCount: 0 });
        }
        expect((await bobs.exportFile('csv')).body.trim().split('\r\n')).toHaveLength(1);
      });
    });

    describe('export', () => {
      it('CSV: every event, a header first, oldest first', async () => {
        const response = await calls.exportFile('csv');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe('attachment; filename="tessera-usage-2026-03-10.csv"');
        const lines = response.body.trimEnd().split('\r\n');
        expect(lines[0]).toBe('time,day,local time,action,category,label,words,board id,tile id,picture,symbol source,modeled,session id');
        expect(lines).toHaveLength(12);
        expect(lines[1]).toBe('2026-03-08T09:00:00.000Z,2026-03-08,10:00:00,Click Symbol,Speech,I,,root,t-i,,none,false,a');
        expect(lines[3]).toBe('2026-03-08T09:01:00.000Z,2026-03-08,10:01:00,Click Output,Speech,I want,I want,root,,,none,false,a');
        expect(lines[11]).toContain(',more,,,t-more,,none,true,m');
      });

      it('LAM: a day line per day and a line per word the user chose, without modeled ones', async () => {
        const response = await calls.exportFile('lam');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-disposition']).toBe('attachment; filename="tessera-usage-2026-03-10.lam"');
        const lines = response.body.trimEnd().split('\r\n');
        expect(lines.filter((line) => line.startsWith('###'))).toHaveLength(3);
        expect(lines[0]).toMatch(/^### CAUTION/);
        expect(lines.filter((line) => !line.startsWith('###'))).toEqual([
          '*[YY-MM-DD=2026-03-08]*',
          '10:00:00 SMP "I "',
          '10:00:30 SMP "want "',
          '*[YY-MM-DD=2026-03-09]*',
          '10:00:00 SMP "want "',
          '10:01:00 SMP "want "',
          '15:00:00 SMP "apple "',
        ]);
      });

      it('reads the events a page at a time, each once, oldest first', async () => {
        const pages = [];
        for await (const page of app.repositories.analytics.eventPages(cleo.id, 3)) pages.push(page);
        expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 2]);
        const all = await app.repositories.analytics.eventPages(cleo.id, 100).next();
        expect(pages.flat()).toEqual(all.value);
        expect(
          pages
            .flat()
            .map((event) => event.occurred_at)
            .every((at, index, list) => index === 0 || (list[index - 1] ?? '') <= at),
        ).toBe(true);
      });

      it('pages events of the same moment without losing or repeating one', async () => {
        const ned = await signedInUser(app, 'Ned');
        const neds = usageCalls(app, ned);
        await neds.setReports(true);
        await neds.upload(Array.from({ length: 5 }, (_, index) => usageEvent({ timestamp: '2026-03-10T09:00:00Z', label: `word ${index}` })));
        const labels = [];
        for await (const page of app.repositories.analytics.eventPages(ned.id, 2)) labels.push(...page.map((event) => event.label));
        expect(labels.sort()).toEqual(['word 0', 'word 1', 'word 2', 'word 3', 'word 4']);
      });

      it('refuses a format it does not write', async () => {
        expect((await calls.exportFile('xlsx')).statusCode).toBe(400);
      });
    });

    describe('turning reports off', () => {
      it('deletes everything kept for the user, and refuses uploads after', async () => {
        const gus = await signedInUser(app, 'Gus');
        const guss = usageCalls(app, gus);
        await guss.setReports(true);
        await guss.upload(cleosDay());
        expect((await guss.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['9'] }]);

        const deleted = await guss.deleteAll();
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json()).toEqual({ message: ANALYTICS_MESSAGES.deleted });
        expect((await guss.report({ metric: 'totalEvents', dimension: 'modeled' })).data.rowCount).toBe(0);
        expect((await guss.report({ metric: 'sessions', dimension: 'modeled' })).data.rowCount).toBe(0);
        expect((await guss.exportFile('csv')).body.trim().split('\r\n')).toHaveLength(1);
        expect((await app.inject({ method: 'GET', url: '/api/analytics/consent', headers: gus.headers })).json()).toMatchObject({ reportsOn: false });
        expect((await guss.upload([usageEvent({ timestamp: '2026-03-10T09:00:00Z' })])).statusCode).toBe(409);
        // Cleo's are still there.
        expect((await calls.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['9'] }]);
      });

      it('through the consent switch deletes them too', async () => {
        const hal = await signedInUser(app, 'Hal');
        const hals = usageCalls(app, hal);
        await hals.setReports(true);
        await hals.upload(cleosDay());
        expect((await hals.setReports(false)).json()).toMatchObject({ reportsOn: false });
        expect((await hals.report({ metric: 'totalEvents', dimension: 'modeled' })).data.rowCount).toBe(0);
      });
    });

    it('deleting the account deletes its usage reports', async () => {
      const ida = await signedInUser(app, 'Ida');
      const idas = usageCalls(app, ida);
      await idas.setReports(true);
      await idas.upload(cleosDay());
      expect((await app.inject({ method: 'DELETE', url: `/api/account/${ida.id}`, headers: ida.headers })).statusCode).toBe(200);
      for (const table of ['analytics_events', 'analytics_daily', 'analytics_sessions', 'analytics_consent'] as const) {
        const left = await app.db.selectFrom(table).select('user_id').where('user_id', '=', ida.id).execute();
        expect(left, table).toEqual([]);
      }
      expect((await calls.report({ metric: 'totalEvents' })).data.totals).toEqual([{ values: ['9'] }]);
    });
  },
  // Also as two instances behind one address on one PostgreSQL database: uploads, reports and deletions meet there.
  { twoInstances: true },
);
