import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { UserIdParamsSchema } from '../../accounts/schemas.ts';
import { MessageSchema } from '../../http/message-schema.ts';

/** Account deletion (spec 01 §7: DELETE /account/{id}); only one's own. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      // Leaving is never refused.
      config: { writeLimit: false },
      schema: {
        summary: 'Delete the signed-in account and everything it owns (boards, communicators, settings, media)',
        tags: ['account'],
        security: [{ bearer: [] }],
        params: UserIdParamsSchema,
        response: { 200: MessageSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      if (request.params.id !== request.user.id) return reply.code(404).send({ message: ACCOUNT_MESSAGES.userNotFound });
      const files = await app.repositories.accounts.deleteEverything(request.user);
      await app.mediaStore.remove(files).catch((error: unknown) => request.log.error({ err: error }, 'media files of a deleted account could not be removed'));
      // The user row is gone, so every token of this account is refused from now on.
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};
