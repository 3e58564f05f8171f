import { MAX_DEVICE_ID_LENGTH, UserDataSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_LOCKED_MESSAGE } from '../../accounts/login-throttle.ts';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { checkPassword } from '../../accounts/passwords.ts';
import { EmailSchema, PasswordSchema, plainText, requiredText, SMALL_BODY_LIMIT } from '../../accounts/schemas.ts';
import { completeSignIn } from '../../accounts/sign-in.ts';
import { signInWithProvider } from '../../accounts/social-sign-in.ts';
import { OAUTH_PROVIDERS } from '../../config.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { normalizeEmail } from '../../repositories/users-repository.ts';

/** Email and password, or (social login) the provider and the query string it sent the browser back with. */
const LoginSchema = z
  .object({
    email: z.string().max(254).optional(),
    password: z.string().max(1024).optional(),
    deviceId: plainText(MAX_DEVICE_ID_LENGTH).optional(),
    type: z.enum(OAUTH_PROVIDERS).optional(),
    activatedData: plainText(8192).optional(),
  })
  .superRefine((body, context) => {
    const check = (field: 'email' | 'password' | 'activatedData', schema: z.ZodType) => {
      const result = schema.safeParse(body[field]);
      for (const issue of result.error?.issues ?? []) context.addIssue({ code: 'custom', path: [field], message: issue.message });
    };
    if (body.type) return check('activatedData', requiredText(8192));
    check('email', EmailSchema);
    check('password', PasswordSchema);
  });

/** Login (spec 01 §7: POST /user/login). Failures are counted per IP and per account; 10 in 15 minutes lock that IP or account for 15 minutes. */
export const loginRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/login',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: {
        summary: 'Log in with email and password, or finish a social login',
        tags: ['user'],
        body: LoginSchema,
        response: { 200: UserDataSchema, 400: MessageSchema, 401: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.type) {
        const user = await signInWithProvider(app, request, reply, body.type, body.activatedData ?? '', publicUrl);
        if (!user) return reply.code(401).send({ message: ACCOUNT_MESSAGES.socialLoginFailed });
        return completeSignIn(app, request, user, body.deviceId);
      }

      const email = normalizeEmail(body.email ?? '');
      const password = body.password ?? '';
      // Reserved before the password hash is checked, so parallel guesses cannot pass the limit.
      const attempt = await app.loginThrottle.reserve(request.ip, email);
      if (!attempt) return reply.code(429).send({ message: LOGIN_LOCKED_MESSAGE });
      const user = await app.repositories.users.findByEmail(email);
      if (!(await checkPassword(user?.password_hash, password)) || !user) {
        await attempt.failed();
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.loginFailed });
      }
      // Said only to whoever knows the password, so it reveals nothing about which emails have accounts.
      if (user.activated !== 1) {
        await attempt.cancelled();
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.notActivated });
      }
      await attempt.succeeded();
      return completeSignIn(app, request, user, body.deviceId);
    },
  );
};
