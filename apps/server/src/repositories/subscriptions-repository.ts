import type { SubscriptionProvider, SubscriptionRecord, SubscriptionStatus } from '@tessera/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SubscriptionsTable } from '../db/schema.ts';

/** A stored subscription: its record for the status machine, and whose and where it is. */
export type StoredSubscription = SubscriptionRecord & {
  id: string;
  userId: string;
  planId: string;
  provider: SubscriptionProvider;
  providerSubscriptionId: string;
  createdAt: string;
};

export type NewSubscriptionRow = Omit<StoredSubscription, 'createdAt' | 'graceEndsAt'> & { now: Date };

export type HistoryEntry = { fromStatus: SubscriptionStatus | null; toStatus: SubscriptionStatus; cause: string; at: string };

const toStored = (row: Selectable<SubscriptionsTable>): StoredSubscription => ({
  id: row.id,
  userId: row.user_id,
  planId: row.plan_id,
  provider: row.provider as SubscriptionProvider,
  providerSubscriptionId: row.provider_subscription_id,
  status: row.status as SubscriptionStatus,
  expirationDate: row.expiration_date,
  graceEndsAt: row.grace_ends_at,
  createdAt: row.created_at,
});

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Writes the record and, when the status changes, the transition to the history; in the caller's transaction. Only
 * over the status it was read with: two readers moving the same subscription at once (two refreshes asking the
 * provider, the clock seen by two calls) write it, and its history, once.
 */
async function writeRecord(trx: Executor, before: StoredSubscription, next: SubscriptionRecord, cause: string, now: Date): Promise<StoredSubscription> {
  const at = now.toISOString();
  const written = await trx
    .updateTable('subscriptions')
    .set({ status: next.status, expiration_date: next.expirationDate, grace_ends_at: next.graceEndsAt, updated_at: at })
    .where('id', '=', before.id)
    .where('status', '=', before.status)
    .executeTakeFirst();
  if (written.numUpdatedRows === 0n) {
    const current = await trx.selectFrom('subscriptions').selectAll().where('id', '=', before.id).executeTakeFirst();
    return current ? toStored(current) : before;
  }
  if (next.status !== before.status) {
    await trx
      .insertInto('subscription_history')
      .values({ subscription_id: before.id, from_status: before.status, to_status: next.status, cause, at })
      .execute();
  }
  return { ...before, ...next };
}

/** Users' subscriptions at the providers, every status transition, and the provider events already applied. */
export function createSubscriptionsRepository(db: Kysely<Database>) {
  return {
    async insert(subscription: NewSubscriptionRow): Promise<StoredSubscription> {
      const at = subscription.now.toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscriptions')
          .values({
            id: subscription.id,
            user_id: subscription.userId,
            plan_id: subscription.planId,
            provider: subscription.provider,
            provider_subscription_id: subscription.providerSubscriptionId,
            status: subscription.status,
            expiration_date: subscription.expirationDate,
            grace_ends_at: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto('subscription_history')
          .values({ subscription_id: subscription.id, from_status: null, to_status: subscription.status, cause: 'create', at })
          .execute();
      });
      const { now: _now, ...stored } = subscription;
      return { ...stored, graceEndsAt: null, createdAt: at };
    },

    /** The user's subscriptions, newest first. */
    async listForUser(userId: string): Promise<StoredSubscription[]> {
      const rows = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toStored);
    },

    async findById(id: string): Promise<StoredSubscription | undefined> {
      const row = await db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStored(row);
    },

    async findByProviderId(provider: SubscriptionProvider, providerSubscriptionId: string): Promise<StoredSubscription | undefined> {
      const row = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_subscription_id', '=', providerSubscriptionId)
        .executeTakeFirst();
      return row && toStored(row);
    },

    /** Moves a subscription to its next record (a cancel, time running out), keeping the transition. */
    async transition(before: StoredSubscription, next: SubscriptionRecord, cause: string, now: Date): Promise<StoredSubscription> {
      return db.transaction().execute((trx) => writeRecord(trx, before, next, cause, now));
    },

    /**
     * Applies a provider event once: notes its id and moves the subscription in one transaction. A replay (the id was
     * applied before) changes nothing and answers 'replay'; 'unknown' when no subscription has that provider id.
     */
    async applyEventOnce(
      event: { provider: SubscriptionProvider; eventId: string; providerSubscriptionId: string },
      next: (current: StoredSubscription) => SubscriptionRecord,
      now: Date,
    ): Promise<'applied' | 'replay' | 'unknown'> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('provider', '=', event.provider)
          .where('provider_subscription_id', '=', event.providerSubscriptionId)
          .executeTakeFirst();
        if (!row) return 'unknown';
        const noted = await trx
          .insertInto('webhook_events')
          .values({ provider: event.provider, event_id: event.eventId, applied_at: now.toISOString() })
          .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!noted) return 'replay';
        const current = toStored(row);
        await writeRecord(trx, current, next(current), `${event.provider}:${event.eventId}`, now);
        return 'applied';
      });
    },

    /** Every status transition of a subscription, in order. */
    async history(subscriptionId: string): Promise<HistoryEntry[]> {
      const rows = await db.selectFrom('subscription_history').selectAll().where('subscription_id', '=', subscriptionId).orderBy('seq').execute();
      return rows.map((row) => ({
        fromStatus: row.from_status as SubscriptionStatus | null,
        toStatus: row.to_status as SubscriptionStatus,
        cause: row.cause,
        at: row.at,
      }));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
