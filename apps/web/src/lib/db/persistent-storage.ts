let asked = false;

/**
 * Asks the browser once per visit to keep this site's data when space runs low, so boards a caregiver built are
 * not evicted. The answer is only advisory; a browser that says no still stores everything.
 */
export async function requestPersistentStorage(
  storage: Pick<StorageManager, 'persist' | 'persisted'> | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  if (asked || !storage?.persist) return false;
  asked = true;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** For tests: forget that the question was asked. */
export const resetPersistentStorageRequest = (): void => {
  asked = false;
};
