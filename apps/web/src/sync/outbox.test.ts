import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { TesseraDb } from '../lib/db';
import { Outbox } from './outbox';

const dbs: TesseraDb[] = [];
const fresh = () => {
  const db = new TesseraDb(`outbox-test-${Math.random()}`);
  dbs.push(db);
  return { db, outbox: new Outbox(db) };
};
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

describe('the outbox', () => {
  it('keeps one entry per record, in the order of first change, and survives reopening the database', async () => {
    const { db, outbox } = fresh();
    await outbox.add('board', 'a');
    await outbox.add('communicator', 'c');
    await outbox.add('board', 'a');
    await outbox.add('board', 'b');
    db.close();
    const reopened = new TesseraDb(db.name);
    dbs.push(reopened);
    const entries = await new Outbox(reopened).all();
    expect(entries.map((e) => [e.key, e.rev])).toEqual([
      ['board:a', 1],
      ['communicator:c', 0],
      ['board:b', 0],
    ]);
  });

  it('clears a sent entry only when no change came while it was on its way', async () => {
    const { outbox } = fresh();
    await outbox.add('board', 'a');
    const [sent] = await outbox.all();
    await outbox.add('board', 'a'); // edited while the request was in flight
    await outbox.landed(sent!);
    expect((await outbox.all()).map((e) => e.key)).toEqual(['board:a']);
    const [again] = await outbox.all();
    await outbox.landed(again!);
    expect(await outbox.count()).toBe(0);
  });

  it('drops a queued save when the board is deleted, and waits after a failure until retryNow', async () => {
    const { outbox } = fresh();
    await outbox.add('board', 'a');
    await outbox.addDeletion('a');
    expect((await outbox.all()).map((e) => e.key)).toEqual(['board-delete:a']);
    const [entry] = await outbox.all();
    await outbox.failed(entry!, 'Unable to contact server. Try in a moment', 2000, 1_000);
    expect((await outbox.all())[0]).toMatchObject({ attempts: 1, notBefore: 3_000, lastError: 'Unable to contact server. Try in a moment' });
    await outbox.retryNow();
    expect((await outbox.all())[0]?.notBefore).toBe(0);
  });

  it('follows a local id to its server id, keeping the place in the queue', async () => {
    const { outbox } = fresh();
    await outbox.add('board', 'local1');
    await outbox.add('board', 'other');
    await outbox.renamed('board', 'local1', 'aaaaaaaaaaaaaaaaaaaaaaa1');
    expect((await outbox.all()).map((e) => e.key)).toEqual(['board:aaaaaaaaaaaaaaaaaaaaaaa1', 'board:other']);
  });

  it('lets created boards go together, keeping under the server id one that changed on its way', async () => {
    const { outbox } = fresh();
    await outbox.addMany('board', ['local1', 'local2', 'other']);
    const [first, second] = await outbox.all();
    await outbox.add('board', 'local2'); // edited while its create was in flight
    await outbox.landedRenamed('board', [
      { entry: first!, nextId: 'aaaaaaaaaaaaaaaaaaaaaaa1' },
      { entry: second!, nextId: 'aaaaaaaaaaaaaaaaaaaaaaa2' },
    ]);
    expect((await outbox.all()).map((e) => [e.key, e.recordId])).toEqual([
      ['board:aaaaaaaaaaaaaaaaaaaaaaa2', 'aaaaaaaaaaaaaaaaaaaaaaa2'],
      ['board:other', 'other'],
    ]);
  });
});
