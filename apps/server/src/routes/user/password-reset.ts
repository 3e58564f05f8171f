import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { EmailSchema, NewPasswordSchema, plainText, SMALL_BODY_LIMIT } from '../../accounts/schemas.ts';
import { hashLinkToken, newLinkToken } from '../../accounts/secret-tokens.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { passwordResetMail } from '../../mail/messages.ts';
import { normalizeEmail } from '../../repositories/users-repository.ts';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

const ForgotSchema = z.object({ email: EmailSchema });

const linkPart = plainText(200).min(1);
/** The app sends userid and token; the wrapped form sends userId and url. */
const StorePasswordSchema = z
  .object({ userid: linkPart.optional(), userId: linkPart.optional(), token: linkPart.optional(), url: linkPart.optional(), password: NewPasswordSchema })
  .superRefine((body, context) => {
    if (!body.userid && !body.userId) context.addIssue({ code: 'custom', path: ['userid'], message: 'Required' });
    if (!body.token && !body.url) context.addIssue({ code: 'custom', path: ['token'], message: 'Required' });
  })
  .transform(({ userid, userId, token, url, password }) => ({ userId: (userid ?? userId) as string, token: (token ?? url) as string, password }));

/** Password reset (spec 01 §7: POST /user/forgot, POST /user/store-password). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/forgot',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' }, writeLimit: false },
      schema: {
        summary: 'Mail a password reset link (the answer is the same whether the account exists or not; at most 3 account mails per address an hour)',
        tags: ['user'],
        body: ForgotSchema,
        response: { 200: MessageSchema, 400: MessageSchema, 429: MessageSchema },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      // Not awaited: answering after the mail went out would tell, by the time taken, which emails have accounts.
      // The mail budget is taken before the account is looked up, so unknown addresses count alike.
      void (async () => {
        if (!(await app.accountMailBudget.take(email))) return request.log.info('password reset mail not sent: this address had its mails for the hour');
        const user = await app.repositories.users.findByEmail(email);
        if (!user) return;
        const token = newLinkToken();
        const now = app.clock();
        await app.repositories.passwordResets.insert({
          tokenHash: hashLinkToken(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
        });
        const link = `${publicUrl}/reset/${user.id}/${token}`;
        await app.mailer.send({ kind: 'reset', to: user.email, link, ...passwordResetMail(user.name, link) });
      })().catch((error: unknown) => request.log.error({ err: error }, 'password reset mail could not be sent'));
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/store-password',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' }, writeLimit: false },
      schema: {
        summary: 'Save a new password with the token of a reset link; every older token is revoked',
        tags: ['user'],
        body: StorePasswordSchema,
        response: { 200: MessageSchema, 400: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const { userId, token, password } = request.body;
      const now = app.clock();
      const valid = await app.repositories.passwordResets.consume(userId, hashLinkToken(token), now);
      const user = valid ? await app.repositories.users.findById(userId) : undefined;
      if (!user) return reply.code(400).send({ message: ACCOUNT_MESSAGES.resetInvalid });
      // Every session of the user ends with the old password.
      await app.repositories.users.setPassword(user.id, await hashPassword(password), now);
      await app.repositories.passwordResets.deleteForUser(user.id);
      // The link came by mail, which proves the address: an account never activated is activated now.
      if (user.activated !== 1) await app.repositories.users.markActivated(user.id, now);
      await app.loginThrottle.forgetAccount(user.email);
      return { message: ACCOUNT_MESSAGES.passwordSaved };
    },
  );
};
