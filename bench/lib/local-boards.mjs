// A 12x12 board for the folder benchmark, written into the app's own IndexedDB ("tessera", store "boards") the
// way the app saves a user's boards, so that the app loads it at start like any board made on the device.
/* global indexedDB -- functions handed to page.evaluate run in the browser */

/** A parent board with one folder tile, and the 12x12 board it opens (144 tiles with pictures). */
export const twelveByTwelve = (pictures) => {
  const ids = Array.from({ length: 144 }, (_, i) => `t${i}`);
  const big = {
    schemaVersion: 1,
    id: 'bench-12x12',
    name: 'twelve by twelve',
    isPublic: false,
    isFixed: true,
    lastEdited: '2026-01-01T00:00:00.000Z',
    tiles: ids.map((id, i) => ({ id, label: `word ${i + 1}`, image: pictures[i % pictures.length], backgroundColor: '#fff9c4' })),
    grid: { rows: 12, columns: 12, order: Array.from({ length: 12 }, (_, row) => ids.slice(row * 12, row * 12 + 12)) },
  };
  const parent = {
    schemaVersion: 1,
    id: 'bench-parent',
    name: 'bench',
    isPublic: false,
    lastEdited: '2026-01-01T00:00:00.000Z',
    tiles: [
      { id: 'open-big', label: 'twelve by twelve', loadBoard: big.id, backgroundColor: '#bbdefb' },
      { id: 'open-core', label: 'core words', loadBoard: 'core-root', backgroundColor: '#bbdefb' },
    ],
  };
  return [parent, big];
};

/** Puts boards into the app's database; the app must have opened it once (it creates the stores). */
export const saveBoards = (page, boards) =>
  page.evaluate(
    (records) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('tessera');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('boards')) return reject(new Error('the app has no "boards" store in its database'));
          const tx = db.transaction('boards', 'readwrite');
          for (const record of records) tx.objectStore('boards').put(record);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    boards,
  );
