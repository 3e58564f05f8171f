import { MAX_DEVICE_ID_LENGTH, UserDataSchema } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceKeyOf, hashDeviceKey } from '../../accounts/device-cookie.ts';
import type { LoginRefusal } from '../../accounts/login-throttle.ts';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { checkPassword } from '../../accounts/passwords.ts';
import { EmailSchema, PasswordSchema, plainText, requiredText, SMALL_BODY_LIMIT } from '../../accounts/schemas.ts';
import { completeSignIn } from '../../accounts/sign-in.ts';
import { signInWithProvider } from '../../accounts/social-sign-in.ts';
import { OAUTH_PROVIDERS } from '../../config.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { failedLoginsMail } from '../../mail/messages.ts';
import { normalizeEmail, type UserRow } from '../../repositories/users-repository.ts';

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

/**
 * Login (spec 01 §7: POST /user/login), throttled fairly (accounts/login-throttle.ts): failures lock an (account,
 * address) pair or an address, only slow the account for browsers new to it, and never stop the owner's own browser.
 */
export const loginRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const refuse = (reply: FastifyReply, refusal: LoginRefusal) =>
    reply
      .code(refusal.status ?? 429)
      .header('retry-after', String(refusal.retryAfterSeconds))
      .send({ message: refusal.message });

  /** After repeated failures from browsers new to the account (at most once a day, never awaited by the login). */
  const tellOwner = (request: FastifyRequest, user: UserRow, failures: number) => {
    const link = `${publicUrl}/login-signup`;
    app.mailer
      .send({ kind: 'failed-logins', to: user.email, link, ...failedLoginsMail(user.name, failures, link) })
      .catch((error: unknown) => request.log.error({ err: error }, 'the mail about failed logins could not be sent'));
  };

  app.post(
    '/login',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { writeLimit: false },
      schema: {
        summary: 'Log in with email and password, or finish a social login',
        tags: ['user'],
        body: LoginSchema,
        response: { 200: UserDataSchema, 400: MessageSchema, 401: MessageSchema, 429: MessageSchema, 503: MessageSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.type) {
        const user = await signInWithProvider(app, request, reply, body.type, body.activatedData ?? '', publicUrl);
        if (!user) return reply.code(401).send({ message: ACCOUNT_MESSAGES.socialLoginFailed });
        return completeSignIn(app, request, reply, user, { deviceId: body.deviceId, publicUrl });
      }

      const email = normalizeEmail(body.email ?? '');
      const password = body.password ?? '';
      const user = await app.repositories.users.findByEmail(email);
      const deviceKey = deviceKeyOf(request);
      const knownDevice =
        user && deviceKey && (await app.repositories.sessions.isKnownDevice(user.id, hashDeviceKey(deviceKey))) ? hashDeviceKey(deviceKey) : null;
      // Reserved before the password hash is checked, so parallel guesses cannot pass the limit.
      const attempt = await app.loginThrottle.reserve({ ip: request.ip, email, knownDevice });
      if (!('failed' in attempt)) return refuse(reply, attempt);
      if (!(await checkPassword(user?.password_hash, password)) || !user) {
        const { tellOwner: tell, failures } = await attempt.failed();
        if (tell && user?.activated === 1) tellOwner(request, user, failures);
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.loginFailed });
      }
      // Said only to whoever knows the password, so it reveals nothing about which emails have accounts.
      if (user.activated !== 1) {
        await attempt.cancelled();
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.notActivated });
      }
      const refusal = await attempt.succeeded();
      if (refusal) return refuse(reply, refusal);
      return completeSignIn(app, request, reply, user, { deviceId: body.deviceId, publicUrl });
    },
  );
};
