import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FILE_NAME, MediaStorageFullError, type MediaStore } from './media-store.ts';

// ENOSPC: the disk is full; EDQUOT: the server's own disk quota is used up.
const isNoSpace = (error: unknown): boolean => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException).code ?? '');

const PARTIAL = /^\..+\.partial$/;

/**
 * Files in a folder: DATA_DIR/media, or a volume every instance shares when scaled out. A file is
 * written beside its final place under a dot-name (never served) and then renamed, so a half-written
 * file is never served; when writing fails (a full disk), the half-written file is removed at once.
 */
export function createLocalMediaStore(dir: string): MediaStore & { removeStalePartials(olderThan: Date): Promise<number> } {
  mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => join(dir, name);

  return {
    async put(name, body) {
      const partial = pathOf(`.${name}.partial`);
      try {
        await writeFile(partial, body, { flag: 'wx', mode: 0o644 });
        await rename(partial, pathOf(name));
      } catch (error) {
        await rm(partial, { force: true });
        throw isNoSpace(error) ? new MediaStorageFullError({ cause: error }) : error;
      }
    },

    async size(name) {
      try {
        const stats = await stat(pathOf(name));
        return stats.isFile() ? stats.size : null;
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },

    async read(name, range) {
      return createReadStream(pathOf(name), range ? { start: range.start, end: range.end } : {});
    },

    async remove(names) {
      await Promise.all(names.filter((name) => MEDIA_FILE_NAME.test(name)).map((name) => rm(pathOf(name), { force: true })));
    },

    /**
     * Removes what a process stopped in the middle of a write left behind (kill -9, power loss).
     * Only old ones: on a shared volume another instance may be writing one right now.
     */
    async removeStalePartials(olderThan) {
      let removed = 0;
      for (const name of await readdir(dir)) {
        if (!PARTIAL.test(name)) continue;
        const stats = await stat(pathOf(name)).catch(() => null);
        if (stats && stats.mtime < olderThan) {
          await rm(pathOf(name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
