import { BoardSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { boardWrites } from '../../sync/board-writes.ts';
import { BOARD_MESSAGES, BoardBatchResultSchema, BoardBatchSchema, BoardParamsSchema, BoardUpdateSchema, DeletedBoardSchema, NewBoardSchema } from './board-schemas.ts';

const security = [{ bearer: [] }];
const refusals = { 403: MessageSchema, 404: MessageSchema, 410: MessageSchema };

/** Creating, updating and deleting the signed-in user's boards. */
export const boardChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = (user: Parameters<typeof boardWrites>[1]) => boardWrites(app.repositories.boards, user, app.clock);

  app.post(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Create a board; answers it with its server id (a retry of the same create answers the same board)',
        tags: ['board'],
        security,
        body: NewBoardSchema,
        response: { 200: BoardSchema, 201: BoardSchema, 403: MessageSchema, 410: MessageSchema },
      },
    },
    async (request, reply) => {
      const result = await writes(request.user).create(request.body);
      if (result.outcome === 'gone') return reply.code(410).send({ message: BOARD_MESSAGES.gone });
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result.board);
    },
  );

  app.post(
    '/batch',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Create several boards at once (at most 100), each as POST /board would; answers one result per board, in order. ' +
          'A device syncing many boards made offline sends them this way instead of one request each.',
        tags: ['board'],
        security,
        body: BoardBatchSchema,
        response: { 200: BoardBatchResultSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      const write = writes(request.user);
      const results = [];
      // One after another, in order: two entries with the same local id are a create and its retry.
      for (const board of request.body.boards) {
        const result = await write.create(board);
        results.push(result.outcome === 'gone' ? { status: 410 as const, message: BOARD_MESSAGES.gone } : { status: result.outcome === 'created' ? (201 as const) : (200 as const), board: result.board });
      }
      return { results };
    },
  );

  app.put(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Update one of the signed-in user's boards; answers the board as stored",
        tags: ['board'],
        security,
        params: BoardParamsSchema,
        body: BoardUpdateSchema,
        response: { 200: BoardSchema, 201: BoardSchema, 400: MessageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) return reply.code(400).send({ message: BOARD_MESSAGES.idMismatch });
      const result = await writes(request.user).update(id, request.body);
      if (result.outcome === 'gone') return reply.code(410).send({ message: BOARD_MESSAGES.gone });
      if (result.outcome === 'not-found') return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result.board);
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Delete one of the signed-in user's boards; it can never be brought back by a stale device",
        tags: ['board'],
        security,
        params: BoardParamsSchema,
        response: { 200: DeletedBoardSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const result = await writes(request.user).delete(request.params.id);
      if (result.outcome === 'not-found') return reply.code(404).send({ message: BOARD_MESSAGES.notFound });
      return { id: result.id, deletedAt: result.deletedAt };
    },
  );
};
