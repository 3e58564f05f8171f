import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

describe('withStatementCache', () => {
  it('prepares each SQL text once, and the statements answer with each call’s values', () => {
    const connection = new SqliteDatabase(':memory:');
    const database = withStatementCache(connection);
    database.prepare('create table t (n integer)').run([]);
    const insert = database.prepare('insert into t (n) values (?)');
    expect(database.prepare('insert into t (n) values (?)')).toBe(insert);
    for (const n of [1, 2, 3]) insert.run([n]);
    const select = database.prepare('select n from t where n >= ? order by n');
    expect(select.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(database.prepare('select n from t where n >= ? order by n').all([3])).toEqual([{ n: 3 }]);
    database.close();
    expect(connection.open).toBe(false);
  });

  it('keeps at most 500 statements, letting the least recently used go', () => {
    const database = withStatementCache(new SqliteDatabase(':memory:'));
    const first = database.prepare('select 0');
    const second = database.prepare('select 1');
    for (let n = 2; n < 500; n += 1) database.prepare(`select ${n}`);
    // "select 0" used again: "select 1" is now the least recently used.
    expect(database.prepare('select 0')).toBe(first);
    database.prepare('select 500');
    expect(database.prepare('select 0')).toBe(first);
    expect(database.prepare('select 1')).not.toBe(second);
    database.close();
  });
});
