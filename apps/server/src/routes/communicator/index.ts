import {
  boundedText,
  CommunicatorConflictSchema,
  CommunicatorListSchema,
  CommunicatorSchema,
  CreatedCommunicatorSchema,
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  PagedQuerySchema,
  type Communicator,
} from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceIdOf } from '../../http/device-label.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { ownedBy } from '../../http/signed-in-user.ts';
import { COMMUNICATOR_SORTS } from '../../repositories/communicators-repository.ts';
import { communicatorWrites } from '../../sync/communicator-writes.ts';

const security = [{ bearer: [] }];
const NOT_FOUND = 'Communicator not found';
const ID_MISMATCH = 'The communicator id in the body must be the one in the address';

/** Create and update bodies: no id needed (the server gives one); one in the body is the client's own. */
const IncomingCommunicatorSchema = CommunicatorSchema.extend({ id: boundedText(MAX_ID_LENGTH).min(1).optional() });
const ParamsSchema = z.object({ id: boundedText(MAX_ID_LENGTH).min(1) });
const EmailParamsSchema = z.object({ email: boundedText(MAX_EMAIL_LENGTH).min(1) });
const ListQuerySchema = PagedQuerySchema.extend({ sort: z.enum(COMMUNICATOR_SORTS).default('-_id') });
const CONFLICT = 'This communicator was changed on another device. Merge the changes and try again.';

/** Communicators (spec 01 §7): the signed-in user's own only. */
export const communicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = (user: Parameters<typeof communicatorWrites>[1]) => communicatorWrites(app.repositories.communicators, user, app.clock);
  const announce = (request: FastifyRequest, communicator: Communicator) =>
    void app.events.publish(request.user.id, { type: 'communicator', id: communicator.id, version: communicator.version ?? 1, deviceId: deviceIdOf(request) });

  app.post(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Create a communicator; email and author come from the signed-in user. A retried create (same client id) with ' +
          '`version: 0` is answered 409 with the stored one; without `version` it is written over.',
        tags: ['communicator'],
        security,
        body: IncomingCommunicatorSchema,
        response: { 200: CreatedCommunicatorSchema, 201: CreatedCommunicatorSchema, 403: MessageSchema, 409: CommunicatorConflictSchema },
      },
    },
    async (request, reply) => {
      const result = await writes(request.user).create(request.body);
      if (result.outcome === 'conflict') return reply.code(409).send({ message: CONFLICT, communicator: result.current });
      const { communicator } = result;
      announce(request, communicator);
      return reply.code(result.outcome === 'created' ? 201 : 200).send({ ...communicator, communicator });
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          "Update one of the signed-in user's communicators; answers it as stored, with its new version. A body whose " +
          '`version` is not the stored one is refused with 409 and the current communicator; one without `version` wins.',
        tags: ['communicator'],
        security,
        params: ParamsSchema,
        body: IncomingCommunicatorSchema,
        response: {
          200: CommunicatorSchema,
          201: CommunicatorSchema,
          400: MessageSchema,
          403: MessageSchema,
          404: MessageSchema,
          409: CommunicatorConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) return reply.code(400).send({ message: ID_MISMATCH });
      const result = await writes(request.user).update(id, request.body);
      if (result.outcome === 'not-found') return reply.code(404).send({ message: NOT_FOUND });
      if (result.outcome === 'conflict') return reply.code(409).send({ message: CONFLICT, communicator: result.current });
      announce(request, result.communicator);
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result.communicator);
    },
  );

  app.get(
    '/byemail/:email',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The signed-in user's communicators (paged)",
        tags: ['communicator'],
        security,
        params: EmailParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: CommunicatorListSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      if (!ownedBy(request.params.email, request.user)) return reply.code(404).send({ message: 'Not found' });
      return app.repositories.communicators.listByEmail(request.user.email, request.query);
    },
  );
};
