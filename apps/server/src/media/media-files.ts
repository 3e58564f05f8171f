import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaExtension } from './media-types.ts';

/** Where uploads live: DATA_DIR/media (a volume shared by every instance when scaled out). */
export const mediaDirOf = (dataDir: string): string => join(dataDir, 'media');

export const ensureMediaDir = (dataDir: string): string => {
  const dir = mediaDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** Stored names: 32 random hex characters and the sniffed extension; nothing of the client's name survives. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,4}$/;

/**
 * Writes a file under a new random name. It is written beside its final place under a dot-name
 * (never served) and then renamed, so a half-written file is never served.
 */
export async function writeMediaFile(dataDir: string, extension: MediaExtension, body: Buffer): Promise<string> {
  const dir = mediaDirOf(dataDir);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, body, { flag: 'wx', mode: 0o644 });
  try {
    await rename(partial, join(dir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return name;
}

/** Removes stored files (an account's, when it is deleted); names that are not ours are ignored. */
export async function removeMediaFiles(dataDir: string, names: string[]): Promise<void> {
  const dir = mediaDirOf(dataDir);
  await Promise.all(names.filter((name) => MEDIA_FILE_NAME.test(name)).map((name) => rm(join(dir, name), { force: true })));
}
