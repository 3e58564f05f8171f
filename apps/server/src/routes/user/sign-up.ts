import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { hashPassword } from '../../accounts/passwords.ts';
import { EmailSchema, NewPasswordSchema, requiredText, SMALL_BODY_LIMIT } from '../../accounts/schemas.ts';
import { hashLinkToken, newLinkToken, newUserId } from '../../accounts/secret-tokens.ts';
import { activationMail } from '../../mail/messages.ts';
import { MessageSchema } from '../../http/message-schema.ts';

const SignUpSchema = z.object({
  name: requiredText(100),
  email: EmailSchema,
  password: NewPasswordSchema,
  isTermsAccepted: z.literal(true, { error: 'Accept Terms and Policy is required' }),
});

const ActivateParamsSchema = z.object({ url: z.string().min(1).max(200) });

/** Sign-up and activation (spec 01 §7: POST /user, POST /user/activate/{url}). */
export const signUpRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        summary: 'Sign up: creates an inactive account and mails its activation link',
        tags: ['user'],
        body: SignUpSchema,
        response: { 201: MessageSchema, 400: MessageSchema, 409: MessageSchema, 429: MessageSchema, 502: MessageSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      if (await app.repositories.users.findByEmail(email)) return reply.code(409).send({ message: ACCOUNT_MESSAGES.emailTaken });
      const id = newUserId();
      const token = newLinkToken();
      const inserted = await app.repositories.users.insert({
        id,
        name,
        email,
        passwordHash: await hashPassword(password),
        activated: false,
        activationToken: hashLinkToken(token),
        now: app.clock(),
      });
      if (!inserted) return reply.code(409).send({ message: ACCOUNT_MESSAGES.emailTaken });
      const link = `${publicUrl}/activate/${token}`;
      try {
        await app.mailer.send({ kind: 'activation', to: email, link, ...activationMail(name, link) });
      } catch (error) {
        // Without the mail the account could never be activated; take it back so that signing up again works.
        request.log.error({ err: error }, 'activation mail could not be sent');
        await app.repositories.users.delete(id);
        return reply.code(502).send({ message: ACCOUNT_MESSAGES.activationMailFailed });
      }
      return reply.code(201).send({ message: ACCOUNT_MESSAGES.signedUp });
    },
  );

  app.post(
    '/activate/:url',
    {
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
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
