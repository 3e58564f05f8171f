import { MAX_ANALYTICS_BATCH } from '@tessera/core';
import type { TesseraDb, UsageEventRecord } from '../../lib/db';

/**
 * The usage events recorded on this device and not yet on the server (issue 28), oldest first: they go in batches
 * of at most 500, and a batch leaves the queue only once the server has it. Sent again after a reload or by another
 * tab, a batch is counted once (the server keeps each clientEventId once).
 */
export class UsageOutbox {
  constructor(private readonly db: TesseraDb) {}

  async add(events: readonly UsageEventRecord['event'][]): Promise<void> {
    if (events.length === 0) return;
    await this.db.usageEvents.bulkAdd(events.map((event) => ({ event })));
  }

  /** The oldest events, at most one batch. */
  batch(limit = MAX_ANALYTICS_BATCH): Promise<UsageEventRecord[]> {
    return this.db.usageEvents.orderBy('seq').limit(limit).toArray();
  }

  /** A batch the server has: it leaves the queue. */
  async landed(records: readonly UsageEventRecord[]): Promise<void> {
    await this.db.usageEvents.bulkDelete(records.flatMap((record) => (record.seq === undefined ? [] : [record.seq])));
  }

  count(): Promise<number> {
    return this.db.usageEvents.count();
  }

  /** Reports turned off, here or on another device: nothing recorded is kept. */
  clear(): Promise<void> {
    return this.db.usageEvents.clear();
  }
}
