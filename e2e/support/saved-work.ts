import type { Page } from 'playwright-core';

// What the app has written to this browser's IndexedDB (the guest's database, 'tessera'), read the way the
// browser holds it, so a test can wait until a change is saved before it reloads.

/** Every record of one object store of the guest database; none when the database or the store is not there yet. */
export const savedRecords = <T>(page: Page, store: string): Promise<T[]> =>
  page.evaluate(
    (name) =>
      new Promise<T[]>((resolve) => {
        const open = indexedDB.open('tessera');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            return resolve([]);
          }
          const read = db.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as T[]);
          };
          read.onerror = () => resolve([]);
        };
      }),
    store,
  );

export type SavedBoard = { id: string; name: string; tiles: { label?: string }[]; grid?: { rows: number; columns: number } };

export const savedBoards = (page: Page): Promise<SavedBoard[]> => savedRecords<SavedBoard>(page, 'boards');
