import { LocationSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationFromAcceptLanguage } from '../../accounts/location.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { locationOf } from '../../repositories/users-repository.ts';

/** The user's location (spec 01 §7: GET /location): the stored one, else the country of the browser's language, else {}. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's country; no outside service is asked",
        tags: ['location'],
        security: [{ bearer: [] }],
        response: { 200: LocationSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      const user = await app.repositories.users.findById(request.user.id);
      const stored = user && locationOf(user);
      if (stored?.countryCode || stored?.country) return stored;
      return locationFromAcceptLanguage(request.headers['accept-language']) ?? {};
    },
  );
};
