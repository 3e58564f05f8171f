import { BoardSchema, PagedQuerySchema, pagedListSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { BOARD_SORTS } from '../../repositories/boards-repository.ts';

const BoardListQuerySchema = PagedQuerySchema.extend({ sort: z.enum(BOARD_SORTS).default('-_id') });
const BoardListSchema = pagedListSchema(BoardSchema);
const BoardParamsSchema = z.object({ id: z.string().min(1).max(100) });

const BOARD_NOT_FOUND = 'Board not found';

/** Boards (spec 01 §7). Reading public boards needs no account. */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const listSchema = { tags: ['board'], querystring: BoardListQuerySchema, response: { 200: BoardListSchema } };

  app.get('', { schema: { ...listSchema, summary: 'List boards (the public ones)' } }, async (request) =>
    app.repositories.boards.list(request.query),
  );

  app.get('/public', { schema: { ...listSchema, summary: 'List public boards' } }, async (request) =>
    app.repositories.boards.listPublic(request.query),
  );

  app.get(
    '/:id',
    { schema: { summary: 'One board', tags: ['board'], params: BoardParamsSchema, response: { 200: BoardSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const board = await app.repositories.boards.getById(request.params.id);
      // Private boards stay hidden until owners can sign in; a 404 does not reveal that they exist.
      if (!board || !board.isPublic) return reply.code(404).send({ message: BOARD_NOT_FOUND });
      return board;
    },
  );
};
