import { SettingsSchema, type Communicator, type Settings, type UserData } from '@tessera/core';
import { locationOf, type UserRow } from '../repositories/users-repository.ts';
import type { StoredSettings } from '../repositories/user-settings-repository.ts';

export type UserDataExtras = { settings: StoredSettings; communicators: Communicator[]; authToken?: string };

/**
 * The saved settings as the answer carries them: only the sections the user saved, each complete
 * (defaults filled in); a section that no longer reads as valid is left out rather than failing the login.
 */
export function completeSections(stored: StoredSettings): Partial<Settings> {
  const sections: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(SettingsSchema.shape)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success) sections[key] = parsed.data;
  }
  return sections as Partial<Settings>;
}

/** The user data of spec 01 §3, as login and GET /user/:id answer it. Never carries the password hash or tokens of links. */
export function toUserData(user: UserRow, { settings, communicators, authToken }: UserDataExtras): UserData {
  const photos = user.photos ? (JSON.parse(user.photos) as { value: string }[]) : undefined;
  const location = locationOf(user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isFirstLogin: user.is_first_login === 1,
    ...(authToken ? { authToken } : {}),
    ...(photos ? { photos } : {}),
    ...(location ? { location } : {}),
    isByBackOffice: user.is_by_back_office === 1,
    ...(user.birthdate ? { birthdate: user.birthdate } : {}),
    settings: completeSections(settings),
    communicators,
  };
}
