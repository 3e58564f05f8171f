import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { EmailSchema, MAX_USER_NAME_LENGTH, NewPasswordSchema, plainText, requiredText, SMALL_BODY_LIMIT } from '../../accounts/schemas.ts';
import { hashLinkToken, newLinkToken, newUserId } from '../../accounts/secret-tokens.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { activationMail, signUpAttemptMail } from '../../mail/messages.ts';
import { normalizeEmail } from '../../repositories/users-repository.ts';

const SignUpSchema = z.object({
  name: requiredText(MAX_USER_NAME_LENGTH),
  email: EmailSchema,
  password: NewPasswordSchema,
  isTermsAccepted: z.literal(true, { error: 'Accept Terms and Policy is required' }),
});

const ActivateParamsSchema = z.object({ url: plainText(200).min(1) });

/**
 * Sign-up and activation (spec 01 §7: POST /user, POST /user/activate/{url}). Sign-up answers the same
 * for a new address and for one that has an account (whose owner is mailed instead), so that nobody can
 * find out which addresses have accounts.
 */
export const signUpRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' }, writeLimit: false },
      schema: {
        summary: 'Sign up: creates an inactive account and mails its activation link; an address with an account gets a mail instead, and the same answer',
        tags: ['user'],
        body: SignUpSchema,
        response: { 201: MessageSchema, 400: MessageSchema, 429: MessageSchema, 502: MessageSchema },
      },
    },
    async (request, reply) => {
      const { name, password } = request.body;
      const email = normalizeEmail(request.body.email);
      const answered = () => reply.code(201).send({ message: ACCOUNT_MESSAGES.signedUp });
      // Hashed whether or not the address has an account, so that both take as long.
      const passwordHash = await hashPassword(password);
      if (!(await app.accountMailBudget.take(email))) {
        // Nothing is made without its mail: signing up again after the hour works.
        request.log.info('sign-up not handled: this address had its mails for the hour');
        return answered();
      }

      const id = newUserId();
      const token = newLinkToken();
      const created = await app.repositories.users.insert({
        id,
        name,
        email,
        passwordHash,
        activated: false,
        activationToken: hashLinkToken(token),
        now: app.clock(),
      });
      const existing = created ? undefined : await app.repositories.users.findByEmail(email);
      if (!created && !existing) {
        // The account that was in the way has just been deleted: nobody to mail.
        await app.accountMailBudget.giveBack(email);
        return answered();
      }
      try {
        if (existing) {
          const link = `${publicUrl}/login-signup`;
          await app.mailer.send({ kind: 'sign-up-attempt', to: existing.email, link, ...signUpAttemptMail(existing.name, link) });
        } else {
          const link = `${publicUrl}/activate/${token}`;
          await app.mailer.send({ kind: 'activation', to: email, link, ...activationMail(name, link) });
        }
      } catch (error) {
        // Without the mail a new account could never be activated; take it back so that signing up again works.
        request.log.error({ err: error }, 'sign-up mail could not be sent');
        if (!existing) await app.repositories.users.delete(id);
        await app.accountMailBudget.giveBack(email);
        return reply.code(502).send({ message: ACCOUNT_MESSAGES.activationMailFailed });
      }
      return answered();
    },
  );

  app.post(
    '/activate/:url',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' }, writeLimit: false },
      schema: {
        summary: 'Activate an account with the token of its activation link',
        tags: ['user'],
        params: ActivateParamsSchema,
        response: { 200: MessageSchema, 404: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const user = await app.repositories.users.activate(hashLinkToken(request.params.url), app.clock());
      if (!user) return reply.code(404).send({ message: ACCOUNT_MESSAGES.activationUnknown });
      return { message: ACCOUNT_MESSAGES.activated };
    },
  );
};
