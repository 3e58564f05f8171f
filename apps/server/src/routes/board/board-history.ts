import { BoardSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { ownedBy } from '../../http/signed-in-user.ts';
import { BOARD_MESSAGES, BoardParamsSchema, BoardVersionParamsSchema, BoardVersionsSchema } from './board-schemas.ts';

const security = [{ bearer: [] }];

/**
 * Earlier versions of the signed-in user's boards (the last 20 of each, and those written over by a client that
 * named no version), so any of their devices can bring one back: restoring is an ordinary write of that content.
 */
export const boardHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Whether the user may read the board's history: theirs, stored or deleted. */
  const isOwnBoard = async (id: string, user: { email: string; id: string; name: string; role: string }) => {
    const stored = await app.repositories.boards.getById(id);
    if (stored) return ownedBy(stored.email, user);
    const tombstone = await app.repositories.boards.tombstoneById(id);
    return tombstone !== undefined && ownedBy(tombstone.email, user);
  };

  app.get(
    '/:id/versions',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Earlier versions of one of the signed-in user's boards, newest first: when each was replaced, and from which device it came",
        tags: ['board'],
        security,
        params: BoardParamsSchema,
        response: { 200: BoardVersionsSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      if (!(await isOwnBoard(request.params.id, request.user))) return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      return { data: await app.repositories.boards.versionsOf(request.params.id, request.user.email) };
    },
  );

  app.get(
    '/:id/versions/:version',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "One earlier version of one of the signed-in user's boards, whole",
        tags: ['board'],
        security,
        params: BoardVersionParamsSchema,
        response: { 200: BoardSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const board = await app.repositories.boards.versionOf(request.params.id, request.params.version, request.user.email);
      if (!board) return reply.code(404).send({ message: BOARD_MESSAGES.versionNotFound });
      return board;
    },
  );
};
