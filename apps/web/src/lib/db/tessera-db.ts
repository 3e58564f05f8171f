import Dexie, { type EntityTable } from 'dexie';
import type { Board, Communicator } from '@tessera/core';

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
}

/** Small facts about the saved work, such as which communicator is active. */
export interface MetaRecord {
  key: string;
  value: string;
}

export const DEFAULT_DB_NAME = 'tessera';

/**
 * This device's copy of the user's work: boards and communicators (written the moment they change) and the
 * media their tiles point at with `media:<id>`. The symbol catalogue has a database of its own.
 */
export class TesseraDb extends Dexie {
  boards!: EntityTable<Board, 'id'>;
  communicators!: EntityTable<Communicator, 'id'>;
  media!: EntityTable<MediaRecord, 'id'>;
  meta!: EntityTable<MetaRecord, 'key'>;

  constructor(name = DEFAULT_DB_NAME) {
    super(name);
    this.version(1).stores({ boards: 'id, lastEdited', communicators: 'id', media: 'id, kind, createdAt', meta: 'key' });
  }
}

let shared: TesseraDb | null = null;

/** The app's database, opened on first use. */
export const getDb = (): TesseraDb => (shared ??= new TesseraDb());
