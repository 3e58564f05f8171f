import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Subscriptions (issue 27): the plans an operator offers (added with `npm run admin -- plans add`), each user's
 * subscriptions at a payment provider with the status the provider's events brought them to, every status transition
 * kept, and the ids of the provider events already applied (a replayed webhook changes nothing). users.is_by_back_office
 * is there since 0001. Money is kept as the decimal text the operator typed ("4.99"), never as a float.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // 'month' or 'year'
    .addColumn('period', 'text', (col) => col.notNull())
    // 'paypal' or 'mercadopago'
    .addColumn('provider', 'text', (col) => col.notNull())
    // The provider's own plan id (PayPal's P-…); null when the operator gave none.
    .addColumn('provider_plan_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Not a foreign key: a plan removed later leaves its subscriptions as they were.
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    // PayPal's I-… or Mercado Pago's preapproval id.
    .addColumn('provider_subscription_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // When premium paid for ends (next payment date, or the end of a cancelled period); null while unknown.
    .addColumn('expiration_date', 'text')
    // When a failed payment's grace period ends; null outside it.
    .addColumn('grace_ends_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();
  await db.schema.createIndex('subscriptions_provider_idx').on('subscriptions').columns(['provider', 'provider_subscription_id']).unique().execute();

  await db.schema
    .createTable('subscription_history')
    .addColumn('seq', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('subscription_id', 'text', (col) => col.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    // What moved it: the provider event's id, 'create', 'cancel', 'clock' (grace or period run out)…
    .addColumn('cause', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subscription_history_subscription_idx').on('subscription_history').columns(['subscription_id', 'seq']).execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscribers').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('subscription_history').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('plans').execute();
}
