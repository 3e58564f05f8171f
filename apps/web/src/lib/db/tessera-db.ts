import Dexie, { type EntityTable } from 'dexie';
import type { AnalyticsEventInput, Board, Communicator, Phrase } from '@tessera/core';
import { DEFAULT_DB_NAME, databaseNameFor } from './database-names';

export { DEFAULT_DB_NAME, databaseNameFor };

export type MediaKind = 'image' | 'sound';

/**
 * A picture or a recording, kept as bytes with its MIME type. Bytes rather than Blob objects: every browser
 * stores an ArrayBuffer reliably (older WebKit lost Blobs in IndexedDB), and the record stays cloneable anywhere.
 */
export interface MediaRecord {
  id: string;
  kind: MediaKind;
  type: string;
  size: number;
  bytes: ArrayBuffer;
  createdAt: number;
  /** The file name to upload it under, when it matters (a board's screenshot is `<name or id>.png`, spec 01 §7). */
  name?: string;
}

/** Small facts about the saved work, such as which communicator is active. */
export interface MetaRecord {
  key: string;
  value: string;
}

/**
 * A change waiting to reach the server (spec: local first, then the outbox). One entry per record: a later
 * edit of a queued board bumps `rev` instead of queuing twice, and the send reads the record as it is then.
 */
export interface OutboxRecord {
  seq?: number;
  /** `board:<id>`, `board-delete:<id>`, `communicator:<id>`, `settings:user` or `phrases:user`: one entry per record and kind. */
  key: string;
  kind: 'board' | 'board-delete' | 'communicator' | 'settings' | 'phrases';
  recordId: string;
  /** Bumped by every new change while queued: a send that lands only clears the entry if no change came since. */
  rev: number;
  attempts: number;
  /** Epoch ms before which the entry is not tried again (backoff). */
  notBefore: number;
  lastError?: string;
}

/**
 * A version of a board this device had that a sync did not keep whole: merged with another device's change where
 * both changed the same thing (`merged`), written over (`replaced`), or deleted elsewhere (`deleted`). Kept so the
 * user can bring it back.
 */
export interface ConflictRecord {
  id?: number;
  boardId: string;
  board: Board;
  reason: 'replaced' | 'deleted' | 'merged';
  savedAt: number;
}

/**
 * A record as this device and the server last agreed on it (the sync base): its server version, which the next
 * write names, and its content, against which another device's change is merged. Key `<kind>:<id>`.
 */
export interface SyncBaseRecord {
  key: string;
  version: number;
  record: unknown;
}

/** A phrase of the phrase history (issue 31); `unsent` until the account has it (a guest's are never sent). */
export type PhraseRecord = Phrase & { unsent?: boolean };

/**
 * A usage-report event recorded on this device (issue 28), waiting to be sent: in the order recorded (`seq`), each
 * with the device's own id for it, so a batch sent again is counted once on the server.
 */
export interface UsageEventRecord {
  seq?: number;
  event: AnalyticsEventInput & { clientEventId: string };
}

/**
 * This device's copy of the user's work: boards and communicators (written the moment they change) and the
 * media their tiles point at with `media:<id>`. The symbol catalogue has a database of its own.
 */
export class TesseraDb extends Dexie {
  boards!: EntityTable<Board, 'id'>;
  communicators!: EntityTable<Communicator, 'id'>;
  media!: EntityTable<MediaRecord, 'id'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'seq'>;
  conflicts!: EntityTable<ConflictRecord, 'id'>;
  bases!: EntityTable<SyncBaseRecord, 'key'>;
  phrases!: EntityTable<PhraseRecord, 'text'>;
  usageEvents!: EntityTable<UsageEventRecord, 'seq'>;

  constructor(name = DEFAULT_DB_NAME) {
    super(name);
    this.version(1).stores({ boards: 'id, lastEdited', communicators: 'id', media: 'id, kind, createdAt', meta: 'key' });
    this.version(2).stores({ outbox: '++seq, &key', conflicts: '++id, boardId, savedAt' });
    this.version(3).stores({ bases: '&key' });
    this.version(4).stores({ phrases: '&text' });
    this.version(5).stores({ usageEvents: '++seq' });
  }
}

const opened = new Map<string, TesseraDb>();

/** The database of the guest (no id) or of a signed-in account, opened on first use. */
export const getDb = (userId?: string | null): TesseraDb => {
  const name = databaseNameFor(userId);
  let db = opened.get(name);
  if (!db) {
    db = new TesseraDb(name);
    opened.set(name, db);
  }
  return db;
};
