import { WELCOME_SEEN_KEY } from '../../lib/first-board/storage-keys';

// Whether this device has already started Tessera, so the welcome screen greets a first visit only.
export { WELCOME_SEEN_KEY };

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be blocked by the browser's privacy settings
  }
};

export function hasSeenWelcome(storage = browserStorage()): boolean {
  try {
    return storage?.getItem(WELCOME_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberWelcomeSeen(storage = browserStorage()): void {
  try {
    storage?.setItem(WELCOME_SEEN_KEY, 'true');
  } catch {
    // Without storage the welcome comes back next visit; the board still opens now.
  }
}
