import { NewSubscriberSchema, SubscriberSchema, SubscriberTransactionAnswerSchema, type Subscriber } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newUserId } from '../../accounts/secret-tokens.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import type { SubscriberRow } from '../../repositories/subscribers-repository.ts';
import { SUBSCRIPTION_MESSAGES } from '../../subscriptions/messages.ts';

const security = [{ bearer: [] }];
const ParamsSchema = z.object({ id: z.string().max(100) });

/** A subscriber as answered: its status and expiry are always the server's, from the subscriptions the providers confirmed. */
async function answerOf(app: FastifyInstance, row: SubscriberRow): Promise<Subscriber> {
  const state = await app.subscriptions.stateOf(row.userId);
  return { id: row.id, userId: row.userId, status: state.status, createdAt: row.createdAt, expirationDate: state.expirationDate };
}

/** The /subscriber calls of spec 02 §7, on the caller's own subscriber only. */
export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = async (userId: string, id: string) => {
    const row = id.trim() === '' ? undefined : await app.repositories.subscribers.findById(id);
    return row && row.userId === userId ? row : undefined;
  };

  /**
   * GET and PATCH /:id answer alike: the caller's subscriber as the server has it (nothing a client sends sets its
   * status, so an update changes nothing the answer shows), or why not.
   */
  const subscriberAnswer = (method: 'GET' | 'PATCH', summary: string) =>
    app.route({
      method,
      url: '/:id',
      preHandler: app.authenticate,
      schema: {
        summary,
        tags: ['subscription'],
        security,
        params: ParamsSchema,
        ...(method === 'PATCH' && { body: z.record(z.string(), z.unknown()).optional() }),
        response: { 200: SubscriberSchema, 400: MessageSchema, 403: MessageSchema, 404: MessageSchema },
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        if (id.trim() === '') return reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.noSubscriberId });
        const row = await own(request.user.id, id);
        return row ? answerOf(app, row) : reply.code(404).send({ message: SUBSCRIPTION_MESSAGES.subscriberNotFound });
      },
    });

  subscriberAnswer('GET', "The caller's subscriber: status, creation date, expiration date and id");

  app.post(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Create the caller's subscriber (a retry answers the same one); the status sent is not taken, the server decides it",
        tags: ['subscription'],
        security,
        body: NewSubscriberSchema,
        response: { 201: SubscriberSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      if (request.body.userId !== request.user.id) return reply.code(404).send({ message: SUBSCRIPTION_MESSAGES.subscriberNotFound });
      const row = await app.repositories.subscribers.findOrCreate(request.user.id, newUserId(), app.clock());
      return reply.code(201).send(await answerOf(app, row));
    },
  );

  const noId = { schema: { hide: true, response: { 400: MessageSchema } } };
  app.patch('', noId, async (_request, reply) => reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.noSubscriberId }));
  app.post('/transaction', noId, async (_request, reply) => reply.code(400).send({ message: SUBSCRIPTION_MESSAGES.noSubscriberId }));

  subscriberAnswer('PATCH', "Update the caller's subscriber; nothing the client sends sets its status, so it answers the subscriber as the server has it");

  app.post(
    '/:id/transaction',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'A mobile store transaction to validate: native store purchases are not part of the web app, so it is refused',
        tags: ['subscription'],
        security,
        params: ParamsSchema,
        body: z.unknown().optional(),
        response: { 400: SubscriberTransactionAnswerSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const refuse = (message: string) => reply.code(400).send({ ok: false, message, error: { message } });
      if (request.params.id.trim() === '') return refuse(SUBSCRIPTION_MESSAGES.noSubscriberId);
      if (!(await own(request.user.id, request.params.id))) return reply.code(404).send({ message: SUBSCRIPTION_MESSAGES.subscriberNotFound });
      return refuse(SUBSCRIPTION_MESSAGES.transactionFailed);
    },
  );
};
