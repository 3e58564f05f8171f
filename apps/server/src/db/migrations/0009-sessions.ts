import type { Kysely } from 'kysely';

/**
 * Sessions the server can end (issue 26). Every token names its session; a request is let through only while that
 * row is there, unrevoked and unexpired, so logging out, "log out of all devices", a password change or the account's
 * deletion end a token at once rather than at its expiry. One row per sign-in of one browser installation, so a device
 * can be signed out on its own. Revoked rows stay until long after their expiry: they remember which browsers signed
 * in to the account before (device_key_hash), which the login throttle never slows down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    // 128 random bits, base64url; the token is signed, so an id alone opens nothing.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    // What the Devices screen shows: the browser named from its User-Agent (or what the login said).
    .addColumn('device_label', 'text')
    // The browser installation's own random id (x-tessera-device-id), and the row of settings.devices the login noted.
    .addColumn('installation_id', 'text')
    .addColumn('device_row_id', 'text')
    // SHA-256 of the browser's device cookie: a browser that signed in here before.
    .addColumn('device_key_hash', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'device_key_hash']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
