import { z } from 'zod';

/** The social logins a server can offer (spec 01 §2); which of them it has configured is its own. */
export const SOCIAL_LOGIN_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];

/** GET /auth/providers: the login screen offers buttons for these only. */
export const AuthProvidersSchema = z.object({ providers: z.array(z.enum(SOCIAL_LOGIN_PROVIDERS)) });
