import { localPartsOf, symbolSourceOf, type AnalyticsConsent, type AnalyticsEvent } from '@tessera/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AnalyticsEventsTable, Database } from '../db/schema.ts';

/** The columns a usage report groups and filters by. */
export type ReportColumn = 'day' | 'modeled' | 'action' | 'category' | 'label' | 'board_id' | 'tile_id' | 'symbol_source';
export type ReportColumnFilter = { column: ReportColumn; value: string | number };
/** Which days, grouped by what, filtered how: 'own' leaves modeled presses out. */
export type ReportSelection = { from: string; to: string; groupBy: ReportColumn[]; filters: ReportColumnFilter[]; modeled: 'own' | 'any' };

export type GroupKeys = Partial<Record<ReportColumn, string | number>>;
export type EventCountRow = { keys: GroupKeys; events: number };
export type SessionRow = { keys: GroupKeys; sessions: number; durationMs: number };

/** What an upload did (see AnalyticsUploadAnswerSchema). */
export type StoreOutcome = { stored: number; duplicates: number; skipped: number } | 'reports off';

/** An event as exports read it. */
export type StoredEvent = Omit<AnalyticsEventsTable, 'user_id' | 'words'> & { words: string[] | null };

const SESSION_COLUMNS = new Set<ReportColumn>(['day', 'modeled']);
const EXPORT_PAGE_SIZE = 2000;

type Db = Kysely<Database> | Transaction<Database>;

/** A day roll-up's key, one text for grouping in memory. */
const dailyKey = (row: AnalyticsEventsTable) =>
  JSON.stringify([row.day, row.modeled, row.action, row.category, row.board_id, row.tile_id, row.label, row.symbol_source]);

/** The row stored for an event (its UTC time, its day and time of day at the device's offset). */
function rowOf(userId: string, event: AnalyticsEvent, receivedAt: string): AnalyticsEventsTable {
  const { day, time } = localPartsOf(event.timestamp);
  return {
    user_id: userId,
    client_event_id: event.clientEventId,
    occurred_at: new Date(event.timestamp).toISOString(),
    day,
    local_time: time,
    action: event.action,
    category: event.category,
    board_id: event.boardId ?? '',
    tile_id: event.tileId ?? '',
    label: event.label ?? '',
    picture: event.picture ?? null,
    symbol_source: symbolSourceOf(event.picture),
    words: event.words ? JSON.stringify(event.words) : null,
    modeled: event.modeled ? 1 : 0,
    session_id: event.sessionId,
    received_at: receivedAt,
  };
}

/** Users' usage-report events, their daily counts and sessions, and whether reports are on. */
export function createAnalyticsRepository(db: Kysely<Database>) {
  const raiseRollups = async (trx: Transaction<Database>, rows: AnalyticsEventsTable[]) => {
    const daily = new Map<string, Database['analytics_daily']>();
    const sessions = new Map<string, Database['analytics_sessions']>();
    for (const row of rows) {
      const key = dailyKey(row);
      const counted = daily.get(key);
      if (counted) counted.events += 1;
      else
        daily.set(key, {
          user_id: row.user_id,
          day: row.day,
          modeled: row.modeled,
          action: row.action,
          category: row.category,
          board_id: row.board_id,
          tile_id: row.tile_id,
          label: row.label,
          symbol_source: row.symbol_source,
          events: 1,
        });
      const at = Date.parse(row.occurred_at);
      const sessionKey = JSON.stringify([row.session_id, row.modeled]);
      const session = sessions.get(sessionKey);
      if (!session) {
        sessions.set(sessionKey, {
          user_id: row.user_id,
          session_id: row.session_id,
          modeled: row.modeled,
          day: row.day,
          started_ms: at,
          ended_ms: at,
          events: 1,
        });
        continue;
      }
      session.events += 1;
      if (at < Number(session.started_ms)) Object.assign(session, { started_ms: at, day: row.day });
      if (at > Number(session.ended_ms)) session.ended_ms = at;
    }
    if (daily.size > 0)
      await trx
        .insertInto('analytics_daily')
        .values([...daily.values()])
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'day', 'modeled', 'action', 'category', 'board_id', 'tile_id', 'label', 'symbol_source'])
            .doUpdateSet({ events: sql<number>`analytics_daily.events + excluded.events` }),
        )
        .execute();
    if (sessions.size > 0)
      await trx
        .insertInto('analytics_sessions')
        .values([...sessions.values()])
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'session_id', 'modeled']).doUpdateSet({
            day: sql<string>`case when excluded.started_ms < analytics_sessions.started_ms then excluded.day else analytics_sessions.day end`,
            started_ms: sql<number>`case when excluded.started_ms < analytics_sessions.started_ms then excluded.started_ms else analytics_sessions.started_ms end`,
            ended_ms: sql<number>`case when excluded.ended_ms > analytics_sessions.ended_ms then excluded.ended_ms else analytics_sessions.ended_ms end`,
            events: sql<number>`analytics_sessions.events + excluded.events`,
          }),
        )
        .execute();
  };

  return {
    async consent(userId: string): Promise<AnalyticsConsent> {
      const row = await db.selectFrom('analytics_consent').select(['reports_on', 'changed_at']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { reportsOn: row.reports_on === 1, changedAt: row.changed_at } : { reportsOn: false, changedAt: null };
    },

    /** Turns reports on, or off, which deletes every event, count and session kept for the user, in one transaction. */
    async setConsent(userId: string, reportsOn: boolean, now: Date): Promise<AnalyticsConsent> {
      const values = { reports_on: reportsOn ? 1 : 0, changed_at: now.toISOString() };
      await db.transaction().execute(async (trx) => {
        // Written first: an upload storing at this moment waits for this row, then finds reports off.
        await trx
          .insertInto('analytics_consent')
          .values({ user_id: userId, ...values })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
          .execute();
        if (!reportsOn) await deleteUsageReportsOf(trx, userId, { consent: false });
      });
      return { reportsOn, changedAt: values.changed_at };
    },

    /**
     * Stores a batch of the user's events, when reports are on: each event once (by its client id, whatever number of
     * times it is sent), its day's count and its session raised only when it is new. Events whose time is outside
     * [oldest, newest] are left out. In one transaction that first writes the consent row, so that it waits for a
     * change of consent in progress, and a change waits for it.
     */
    async store(userId: string, events: AnalyticsEvent[], now: Date, window: { oldest: Date; newest: Date }): Promise<StoreOutcome> {
      const receivedAt = now.toISOString();
      const inWindow = events.filter((event) => {
        const at = Date.parse(event.timestamp);
        return at >= window.oldest.getTime() && at <= window.newest.getTime();
      });
      // One row per client id even within a batch (the first wins).
      const rows = [...new Map(inWindow.map((event) => [event.clientEventId, rowOf(userId, event, receivedAt)])).values()];
      return db.transaction().execute(async (trx) => {
        const on = await trx
          .updateTable('analytics_consent')
          .set({ changed_at: sql<string>`changed_at` })
          .where('user_id', '=', userId)
          .where('reports_on', '=', 1)
          .executeTakeFirst();
        if (on.numUpdatedRows === 0n) return 'reports off' as const;
        const inserted =
          rows.length === 0
            ? []
            : await trx
                .insertInto('analytics_events')
                .values(rows)
                .onConflict((conflict) => conflict.columns(['user_id', 'client_event_id']).doNothing())
                .returning('client_event_id')
                .execute();
        const stored = new Set(inserted.map((row) => row.client_event_id));
        await raiseRollups(
          trx,
          rows.filter((row) => stored.has(row.client_event_id)),
        );
        return { stored: stored.size, duplicates: inWindow.length - stored.size, skipped: events.length - inWindow.length };
      });
    },

    /** Events counted from the day roll-ups, grouped by the selection's columns. */
    async countEvents(userId: string, selection: ReportSelection): Promise<EventCountRow[]> {
      let query = db
        .selectFrom('analytics_daily')
        .select((eb) => eb.fn.sum<number | string>('events').as('total'))
        .where('user_id', '=', userId)
        .where('day', '>=', selection.from)
        .where('day', '<=', selection.to);
      if (selection.modeled === 'own') query = query.where('modeled', '=', 0);
      for (const filter of selection.filters) query = query.where(filter.column, '=', filter.value);
      for (const column of selection.groupBy) query = query.select(column).groupBy(column);
      const rows = (await query.execute()) as (Record<string, string | number> & { total: number | string })[];
      return rows.map((row) => ({ keys: Object.fromEntries(selection.groupBy.map((column) => [column, row[column]])), events: Number(row.total) }));
    },

    /** Sessions begun on the selection's days, and their lengths together, grouped by day and modeled only. */
    async countSessions(userId: string, selection: ReportSelection): Promise<SessionRow[]> {
      if ([...selection.groupBy, ...selection.filters.map((filter) => filter.column)].some((column) => !SESSION_COLUMNS.has(column)))
        throw new Error('sessions are grouped and filtered by day and modeled only');
      let query = db
        .selectFrom('analytics_sessions')
        .select((eb) => [eb.fn.countAll<number | string>().as('sessions'), eb.fn.sum<number | string>(sql`ended_ms - started_ms`).as('duration')])
        .where('user_id', '=', userId)
        .where('day', '>=', selection.from)
        .where('day', '<=', selection.to);
      if (selection.modeled === 'own') query = query.where('modeled', '=', 0);
      for (const filter of selection.filters) query = query.where(filter.column as 'day' | 'modeled', '=', filter.value);
      for (const column of selection.groupBy as ('day' | 'modeled')[]) query = query.select(column).groupBy(column);
      const rows = (await query.execute()) as (Record<string, string | number> & { sessions: number | string; duration: number | string | null })[];
      return rows.map((row) => ({
        keys: Object.fromEntries(selection.groupBy.map((column) => [column, row[column]])),
        sessions: Number(row.sessions),
        durationMs: Number(row.duration ?? 0),
      }));
    },

    /**
     * Every event kept for the user, oldest first, `pageSize` at a time (for the CSV and LAM downloads, which a
     * year of a heavy user's taps would make too large to hold at once).
     */
    async *eventPages(userId: string, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<StoredEvent[]> {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        let query = db.selectFrom('analytics_events').selectAll().where('user_id', '=', userId);
        if (after) {
          const { at, id } = after;
          query = query.where((eb) => eb.or([eb('occurred_at', '>', at), eb.and([eb('occurred_at', '=', at), eb('client_event_id', '>', id)])]));
        }
        const rows = await query.orderBy('occurred_at').orderBy('client_event_id').limit(pageSize).execute();
        if (rows.length > 0)
          yield rows.map(({ user_id: _user, words, ...row }) => ({ ...row, words: words === null ? null : (JSON.parse(words) as string[]) }));
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = { at: last.occurred_at, id: last.client_event_id };
      }
    },

    /** Deletes what is older than `cutoff`, for every user: events by their time, counts and sessions by their day. */
    async deleteOlderThan(cutoff: Date): Promise<{ events: number }> {
      const cutoffDay = cutoff.toISOString().slice(0, 10);
      return db.transaction().execute(async (trx) => {
        const events = await trx.deleteFrom('analytics_events').where('occurred_at', '<', cutoff.toISOString()).executeTakeFirst();
        await trx.deleteFrom('analytics_daily').where('day', '<', cutoffDay).execute();
        await trx.deleteFrom('analytics_sessions').where('started_ms', '<', cutoff.getTime()).execute();
        return { events: Number(events.numDeletedRows) };
      });
    },
  };
}

/** Everything kept of one user's usage reports, and their choice too unless told, inside the caller's transaction. */
export async function deleteUsageReportsOf(trx: Db, userId: string, { consent = true } = {}): Promise<void> {
  const tables = ['analytics_events', 'analytics_daily', 'analytics_sessions', ...(consent ? (['analytics_consent'] as const) : [])] as const;
  for (const table of tables) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
