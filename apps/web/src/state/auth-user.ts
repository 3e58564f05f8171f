import type { UserData } from '@tessera/core';

/**
 * The session of the signed-in user (spec 01 §3): who they are and their token. The rest of the profile (birth date,
 * location, devices, a name being edited) is server data and lives only in the API cache (lib/api/get-user.ts).
 *
 * `name` is the one piece of the profile kept here, as the server last confirmed it: spec 01 §6 makes a user
 * "logged in" by their name and email, and the first board's navigation bar (and the settings menu's account row)
 * must decide that offline at start, when the API cache is empty and the API code itself is not loaded (it is not
 * part of the first board's download). It is persisted with the session (stored-user.ts) and follows the profile
 * only when the server accepts a change (lib/api/profile-confirmed.ts); screens that show or edit the profile read
 * the API cache.
 */
export type AuthUser = Pick<UserData, 'id' | 'name' | 'email' | 'authToken' | 'role' | 'isByBackOffice'>;

/** The session part of a user as the server answers it. */
export const sessionOf = ({ id, name, email, authToken, role, isByBackOffice }: UserData): AuthUser => ({
  id,
  name,
  email,
  ...(authToken !== undefined ? { authToken } : {}),
  ...(role !== undefined ? { role } : {}),
  ...(isByBackOffice !== undefined ? { isByBackOffice } : {}),
});
