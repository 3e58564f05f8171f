import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { compiledOnce } from '../src/repositories/compiled-query.ts';
import { makeBoard } from './helpers/boards.ts';
import { describeEachDatabase } from './helpers/databases.ts';

describeEachDatabase('queries compiled once', (database) => {
  let app: App;
  const names = ['Apple', 'Banana', 'Cherry', 'Damson'];

  beforeAll(async () => {
    app = await database.buildApp();
    for (const name of names) await app.repositories.boards.insert(makeBoard({ name, description: 'compiled-once' }));
  });

  it('run with each call’s values where the placeholders were, limits and offsets included', async () => {
    const page = compiledOnce(app.db, (description: string, limit: number, offset: number) =>
      app.db.selectFrom('boards').select('name').where('description', '=', description).where('is_public', '=', 1).orderBy('name').limit(limit).offset(offset),
    );
    expect((await page('compiled-once', 2, 1)).map((row) => row.name)).toEqual(['Banana', 'Cherry']);
    expect((await page('compiled-once', 10, 0)).map((row) => row.name)).toEqual(names);
    expect(await page('nothing like it', 10, 0)).toEqual([]);
  });

  if (database.dialect === 'postgres') {
    it('are named statements on PostgreSQL, parsed once per connection; other queries are not', async () => {
      const query = (name: string) => app.db.selectFrom('boards').select('id').where('name', '=', name).where('description', '=', 'compiled-once');
      const byName = compiledOnce(app.db, query);
      expect(await byName('Apple')).toHaveLength(1);
      const other = app.db.selectFrom('boards').select('id').where('name', '=', 'Apple').where('search_text', '=', 'not compiled once').compile();
      const prepared = await app.db.connection().execute(async (connection) => {
        await connection.executeQuery(query('Banana').compile());
        await connection.executeQuery(other);
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((row) => row.statement);
      });
      expect(prepared).toContain(query('x').compile().sql);
      expect(prepared).not.toContain(other.sql);
    });
  }
});
