import { z } from 'zod';

/** The social logins a server can offer (spec 01 §2); which of them it has configured is its own. */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];

/** GET /auth/providers: the login screen offers buttons for these only. */
export const AuthProvidersSchema = z.object({ providers: z.array(z.enum(SOCIAL_LOGIN_PROVIDERS)) });

/** One open session of the account: a browser installation signed in to it. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  /** The browser, as named from its User-Agent ("Chrome on Android"); null when it named none. */
  device: z.string().nullable(),
  /** The browser installation's own id (x-tessera-device-id at login), when it sent one. */
  installationId: z.string().nullable(),
  /** The row of settings.devices this sign-in noted: the Devices screen's row to show a "Sign out" beside. */
  deviceRowId: z.string().nullable(),
  createdAt: z.string(),
  /** To the hour: moved forward at most once an hour. */
  lastUsedAt: z.string(),
  /** The session of the token that asks. */
  current: z.boolean(),
});

/** GET /user/sessions: the account's open sessions, most recently used first. */
export const AccountSessionsSchema = z.object({ data: z.array(AccountSessionSchema) });
export type AccountSession = z.infer<typeof AccountSessionSchema>;
