// A few promise helpers over the browser's IndexedDB, for the one read that happens before the first board is
// drawn: Dexie (about 30 KB gzipped) is loaded after that paint, and everything else keeps using it.

/** The result of an IndexedDB request, once it succeeds. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The IndexedDB request failed.'));
  });
}

/**
 * Opens a database at whatever version it has (Dexie's schema is left as it is), or resolves null when there is
 * no such database yet. A missing database is not created: opening it starts an upgrade from version 0, which is
 * aborted, so Dexie later creates it at its own version as on a first visit.
 */
export function openExistingDatabase(name: string, factory: IDBFactory = indexedDB): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    let isNew = false;
    const request = factory.open(name);
    request.onupgradeneeded = () => {
      isNew = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      if (!isNew) return resolve(request.result);
      request.result.close(); // not expected once the upgrade is aborted, but never keep a database made here
      resolve(null);
    };
    request.onerror = (event) => {
      if (!isNew) return reject(request.error ?? new Error(`IndexedDB could not open ${name}.`));
      event.preventDefault(); // the aborted upgrade is expected: it is not an error for the page
      resolve(null);
    };
  });
}
