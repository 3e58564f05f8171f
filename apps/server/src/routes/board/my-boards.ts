import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { ownedBy } from '../../http/signed-in-user.ts';
import { BOARD_MESSAGES, BoardListQuerySchema, BoardListSchema, DeletedBoardsQuerySchema, DeletedBoardsSchema, EmailParamsSchema } from './board-schemas.ts';

const security = [{ bearer: [] }];

/** What a device needs to sync the signed-in user's boards: all of them, and those deleted elsewhere. */
export const myBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/byemail/:email',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The signed-in user's boards, public and private (paged; a full fetch pages with limit=100)",
        tags: ['board'],
        security,
        params: EmailParamsSchema,
        querystring: BoardListQuerySchema,
        response: { 200: BoardListSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      // Someone else's list is refused without logging the user out (403 would).
      if (!ownedBy(request.params.email, request.user)) return reply.code(404).send({ message: BOARD_MESSAGES.notYours });
      return app.repositories.boards.listByEmail(request.user.email, request.query);
    },
  );

  app.get(
    '/deleted',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "Ids of the signed-in user's deleted boards, so that every device deletes them too",
        tags: ['board'],
        security,
        querystring: DeletedBoardsQuerySchema,
        response: { 200: DeletedBoardsSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      const serverTime = app.clock().toISOString();
      const since = request.query.since ? new Date(request.query.since) : undefined;
      return { data: await app.repositories.boards.tombstonesOf(request.user.email, since), serverTime };
    },
  );
};
