import type { AuthUser } from './auth-user';
import { USER_KEY } from '../lib/first-board/storage-keys';

// The signed-in user survives a reload: their token and who they are, nothing more. Boards and settings have
// their own storage; the rest of the profile is fetched again when a screen needs it.
export { USER_KEY };

/** The session as the auth slice holds it (auth-user.ts). */
export type StoredUser = AuthUser;

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage can be blocked by the browser's privacy settings
  }
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The user saved by an earlier visit, or null when there is none or it is not whole. */
export function readStoredUser(storage = browserStorage()): StoredUser | null {
  try {
    const value = JSON.parse(storage?.getItem(USER_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return null;
    const { id, name, email, authToken, role, isByBackOffice } = value;
    if (!isText(id) || !isText(email) || !isText(authToken) || typeof name !== 'string') return null;
    return {
      id,
      name,
      email,
      authToken,
      ...(isText(role) ? { role } : {}),
      ...(typeof isByBackOffice === 'boolean' ? { isByBackOffice } : {}),
    };
  } catch {
    return null;
  }
}

/** Saves the signed-in user, or forgets them (null). */
export function writeStoredUser(user: StoredUser | null, storage = browserStorage()): void {
  try {
    if (!user?.authToken) {
      storage?.removeItem(USER_KEY);
      return;
    }
    const { id, name, email, authToken, role, isByBackOffice } = user;
    storage?.setItem(USER_KEY, JSON.stringify({ id, name, email, authToken, role, isByBackOffice }));
  } catch {
    // Without storage the user stays signed in for this visit only.
  }
}
