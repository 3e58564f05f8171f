import type { OutboxRecord, TesseraDb } from '../lib/db';

export type OutboxKind = OutboxRecord['kind'];

const keyOf = (kind: OutboxKind, recordId: string): string => `${kind}:${recordId}`;

/**
 * The persistent queue of changes for the server, in the order they were first made. Entries are per record,
 * so ten quick edits of a board are one send of its latest version, and a board created then deleted before
 * it ever left the device is never sent at all.
 */
export class Outbox {
  constructor(private readonly db: TesseraDb) {}

  /** Queues a change of a record; a record already queued keeps its place and is sent as it is by then. */
  async add(kind: OutboxKind, recordId: string): Promise<void> {
    const key = keyOf(kind, recordId);
    await this.db.transaction('rw', this.db.outbox, async () => {
      const existing = await this.db.outbox.where('key').equals(key).first();
      if (existing?.seq !== undefined) {
        await this.db.outbox.update(existing.seq, { rev: existing.rev + 1, notBefore: 0 });
        return;
      }
      await this.db.outbox.add({ key, kind, recordId, rev: 0, attempts: 0, notBefore: 0 });
    });
  }

  /** Queues changes of many records in one transaction (a whole account's boards after a pull). */
  async addMany(kind: OutboxKind, recordIds: readonly string[]): Promise<void> {
    if (recordIds.length === 0) return;
    await this.db.transaction('rw', this.db.outbox, async () => {
      const keys = recordIds.map((id) => keyOf(kind, id));
      const existing = await this.db.outbox.where('key').anyOf(keys).toArray();
      const queued = new Map(existing.map((entry) => [entry.key, entry]));
      const fresh = recordIds.filter((id, index) => !queued.has(keyOf(kind, id)) && recordIds.indexOf(id) === index);
      await this.db.outbox.bulkAdd(fresh.map((recordId) => ({ key: keyOf(kind, recordId), kind, recordId, rev: 0, attempts: 0, notBefore: 0 })));
      await Promise.all(existing.map((entry) => this.db.outbox.update(entry.seq as number, { rev: entry.rev + 1, notBefore: 0 })));
    });
  }

  /** Queues a deletion: a queued save of the same board is dropped, as the board will not exist. */
  async addDeletion(recordId: string): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, async () => {
      await this.db.outbox.where('key').equals(keyOf('board', recordId)).delete();
      const key = keyOf('board-delete', recordId);
      if ((await this.db.outbox.where('key').equals(key).count()) === 0) {
        await this.db.outbox.add({ key, kind: 'board-delete', recordId, rev: 0, attempts: 0, notBefore: 0 });
      }
    });
  }

  /** Drops queued saves of a record (a local board deleted before it was ever sent). */
  async drop(kind: OutboxKind, recordId: string): Promise<void> {
    await this.db.outbox.where('key').equals(keyOf(kind, recordId)).delete();
  }

  /** Every entry, oldest first. */
  all(): Promise<OutboxRecord[]> {
    return this.db.outbox.orderBy('seq').toArray();
  }

  /** The oldest `limit` entries: what the sender looks at. */
  head(limit: number): Promise<OutboxRecord[]> {
    return this.db.outbox.orderBy('seq').limit(limit).toArray();
  }

  count(): Promise<number> {
    return this.db.outbox.count();
  }

  /** The entry landed: it goes, unless the record changed again while it was on its way (then it is sent again). */
  async landed(entry: OutboxRecord): Promise<void> {
    if (entry.seq === undefined) return;
    const seq = entry.seq;
    await this.db.transaction('rw', this.db.outbox, async () => {
      const current = await this.db.outbox.get(seq);
      if (!current) return;
      if (current.rev === entry.rev) await this.db.outbox.delete(seq);
      else await this.db.outbox.update(seq, { attempts: 0, notBefore: 0 });
    });
  }

  /** The entry could not be sent: it stays in its place and waits `delayMs` before the next try. */
  async failed(entry: OutboxRecord, error: string, delayMs: number, now: number): Promise<void> {
    if (entry.seq === undefined) return;
    await this.db.outbox.update(entry.seq, { attempts: entry.attempts + 1, notBefore: now + delayMs, lastError: error });
  }

  /** The user asked to try again now. */
  async retryNow(): Promise<void> {
    await this.db.outbox.toCollection().modify({ notBefore: 0 });
  }

  /**
   * Entries for local records landed and the records took server ids (boards created on the server), in one
   * pass: each goes, unless its record changed again on its way; then it stays in its place under the new id
   * and is sent again.
   */
  async landedRenamed(kind: OutboxKind, landed: readonly { entry: OutboxRecord; nextId: string }[]): Promise<void> {
    if (landed.length === 0) return;
    await this.db.transaction('rw', this.db.outbox, async () => {
      const seqs = landed.flatMap(({ entry }) => (entry.seq === undefined ? [] : [entry.seq]));
      const current = new Map((await this.db.outbox.bulkGet(seqs)).flatMap((record) => (record?.seq === undefined ? [] : [[record.seq, record] as const])));
      const gone: number[] = [];
      for (const { entry, nextId } of landed) {
        const now = entry.seq === undefined ? undefined : current.get(entry.seq);
        if (!now) continue;
        if (now.rev === entry.rev) gone.push(now.seq as number);
        else {
          await this.db.outbox.update(now.seq as number, { attempts: 0, notBefore: 0 });
          await this.renamed(kind, now.recordId, nextId);
        }
      }
      await this.db.outbox.bulkDelete(gone);
    });
  }

  /** A local id became a server id: queued entries follow it, keeping their places. */
  async renamed(kind: OutboxKind, previousId: string, nextId: string): Promise<void> {
    await this.db.transaction('rw', this.db.outbox, async () => {
      const entry = await this.db.outbox.where('key').equals(keyOf(kind, previousId)).first();
      if (entry?.seq === undefined) return;
      const clash = await this.db.outbox.where('key').equals(keyOf(kind, nextId)).first();
      if (clash?.seq !== undefined) {
        await this.db.outbox.delete(entry.seq);
        await this.db.outbox.update(clash.seq, { rev: clash.rev + 1, notBefore: 0 });
        return;
      }
      await this.db.outbox.update(entry.seq, { key: keyOf(kind, nextId), recordId: nextId });
    });
  }
}
