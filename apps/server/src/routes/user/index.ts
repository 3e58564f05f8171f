import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRoutes } from './login.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { profileRoutes } from './profile.ts';
import { sessionRoutes } from './sessions.ts';
import { signUpRoutes } from './sign-up.ts';

/** Accounts (spec 01 §7: /user…): sign-up, activation, login, logout and sessions, password reset and the profile. */
export const userRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(signUpRoutes, { publicUrl });
  await app.register(loginRoutes, { publicUrl });
  await app.register(passwordResetRoutes, { publicUrl });
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
};
