import Dexie, { type EntityTable } from 'dexie';

/** A picture of the user's own that the symbol search offers (an upload, kept in the app's media store). */
export interface SymbolImageRecord {
  id: string;
  src: string;
  source: 'upload';
  createdAt: number;
}

/** One language's keyword file (or, under lang 'catalogue', the catalogue), with the build URL it came from. */
export interface KeywordRecord {
  lang: string;
  url: string;
  data: unknown;
}

/** The text a picture of the user's is found by, with its words indexed. */
export interface SymbolTextRecord {
  imageId: string;
  lang: string;
  text: string;
  words: string[];
}

export const SYMBOLS_DB_NAME = 'tessera-symbols';

/**
 * The local symbol database of spec 01 §3 (version 1): images, keywords by language code, and text by image id
 * with a keyword index. It answers searches with no network once a language's keywords have been fetched.
 */
export class SymbolsDb extends Dexie {
  images!: EntityTable<SymbolImageRecord, 'id'>;
  keywords!: EntityTable<KeywordRecord, 'lang'>;
  texts!: EntityTable<SymbolTextRecord, 'imageId'>;

  constructor(name = SYMBOLS_DB_NAME) {
    super(name);
    this.version(1).stores({ images: 'id, createdAt', keywords: 'lang', texts: 'imageId, *words' });
  }
}

let shared: SymbolsDb | null = null;

export const getSymbolsDb = (): SymbolsDb => (shared ??= new SymbolsDb());
