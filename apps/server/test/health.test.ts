import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { makeBoard } from './helpers/boards.ts';

const rootVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

describeEachDatabase('health and migrations', (database) => {
  it('answers GET /api/health with the dialect and the release version', async () => {
    const app = await database.buildApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', storage: 'ok', db: database.dialect, version: rootVersion });
  });

  it('answers 503 when the database does not answer', async () => {
    const app = await database.buildApp();
    await app.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', storage: 'ok', db: database.dialect, version: rootVersion });
  });

  it('has run every migration, and running them again changes nothing', async () => {
    const app = await database.buildApp();
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    const again = await migrateToLatest(app.db);
    expect(again.error).toBeUndefined();
    expect(again.results).toEqual([]);
  });

  it('keeps its data when the app starts again on the same database', async () => {
    const first = await database.buildApp();
    const board = makeBoard({ name: 'Survives restarts' });
    await first.repositories.boards.insert(board);
    await first.close();
    const second = await database.buildApp();
    expect(await second.repositories.boards.getById(board.id)).toEqual({ ...board, version: 1 });
  });

  it('enforces foreign keys (settings belong to a user)', async () => {
    const app = await database.buildApp();
    const orphan = app.db.insertInto('settings').values({ user_id: 'nobody', data: '{}', updated_at: new Date().toISOString() }).execute();
    await expect(orphan).rejects.toThrow(/foreign key/i);
  });
});

describe('migrations', () => {
  it('are numbered, in order, and listed statically so the bundle carries them', () => {
    const names = Object.keys(migrations);
    expect(names.length).toBeGreaterThan(0);
    names.forEach((name, index) => expect(name).toMatch(new RegExp(`^${String(index + 1).padStart(4, '0')}-[a-z0-9-]+$`)));
  });
});
