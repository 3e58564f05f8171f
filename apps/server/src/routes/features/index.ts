import { ServerFeaturesSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** What this server offers beyond the spec's calls (GET /features): the app shows only the features that answer. */
export const featuresRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('', { schema: { summary: 'The optional features this server offers', tags: ['features'], response: { 200: ServerFeaturesSchema } } }, async () => ({
    phraseImprovement: config.phraseApi !== null,
  }));
};
