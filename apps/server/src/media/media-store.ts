import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MediaExtension } from './media-types.ts';

/** A part of a file, both ends included (as an HTTP Range names it). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files are kept: a folder (local-media-store.ts) or an S3-compatible bucket
 * (s3-media-store.ts). Files are written once under a new name and never changed.
 */
export interface MediaStore {
  /** Keeps a new file. Either the whole file is kept or nothing is; MediaStorageFullError when there is no room. */
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's size, or null when there is no such file. */
  size(name: string): Promise<number | null>;
  /** The file's bytes, or the range of them, as a stream. */
  read(name: string, range?: ByteRange): Promise<Readable>;
  /** Removes files (an account's, when it is deleted); names that are not ours, or are gone, are ignored. */
  remove(names: readonly string[]): Promise<void>;
}

/** The store has no room for the file; it kept nothing of it. */
export class MediaStorageFullError extends Error {
  constructor(options?: ErrorOptions) {
    super('No space left to store media files', options);
    this.name = 'MediaStorageFullError';
  }
}

/** Stored names: 32 random hex characters and the sniffed extension; nothing of the client's name survives. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,4}$/;

export const newMediaFileName = (extension: MediaExtension): string => `${randomBytes(16).toString('hex')}.${extension}`;
