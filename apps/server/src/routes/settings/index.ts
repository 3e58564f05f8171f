import { SettingsSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../http/message-schema.ts';
import { applySettingsChange, readSettings, SettingsChangeSchema } from '../../sync/settings-merge.ts';

const security = [{ bearer: [] }];

/** The signed-in user's settings (spec 02 §3): every section, defaults where nothing was saved. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      preHandler: app.authenticate,
      schema: { summary: "The signed-in user's settings", tags: ['settings'], security, response: { 200: SettingsSchema, 403: MessageSchema } },
    },
    async (request) => readSettings(await app.repositories.settings.get(request.user.id)),
  );

  app.post(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Save settings: any sections, any of their fields; the rest stays as stored. Answers all settings as stored',
        tags: ['settings'],
        security,
        body: SettingsChangeSchema,
        response: { 200: SettingsSchema, 400: MessageSchema, 403: MessageSchema },
      },
    },
    async (request) =>
      app.repositories.settings.change(request.user.id, app.clock(), (stored) => applySettingsChange(readSettings(stored), request.body)),
  );
};
