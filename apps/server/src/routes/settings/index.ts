import { MAX_VERSION, SettingsConflictSchema, VersionedSettingsSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceIdOf } from '../../http/device-label.ts';
import { MessageSchema } from '../../http/message-schema.ts';
import { applySettingsChange, readSettings, SettingsChangeSchema } from '../../sync/settings-merge.ts';

const security = [{ bearer: [] }];
const CONFLICT = 'Your settings were changed on another device. Merge the changes and try again.';

/** A save: the sections changed, and the version they were based on (a save without it wins). */
const SettingsSaveSchema = SettingsChangeSchema.extend({ version: z.number().int().nonnegative().max(MAX_VERSION).optional() });

/** The signed-in user's settings (spec 02 §3): every section, defaults where nothing was saved. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: "The signed-in user's settings, with their version",
        tags: ['settings'],
        security,
        response: { 200: VersionedSettingsSchema, 403: MessageSchema },
      },
    },
    async (request) => {
      const { stored, version } = await app.repositories.settings.read(request.user.id);
      return { ...readSettings(stored), version };
    },
  );

  app.post(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Save settings: any sections, any of their fields; the rest stays as stored. Answers all settings as stored, with the ' +
          'new version. A save whose `version` is not the stored one is refused with 409 and the current settings.',
        tags: ['settings'],
        security,
        body: SettingsSaveSchema,
        response: { 200: VersionedSettingsSchema, 400: MessageSchema, 403: MessageSchema, 409: SettingsConflictSchema },
      },
    },
    async (request, reply) => {
      const { version: baseVersion, ...change } = request.body;
      const saved = await app.repositories.settings.save(request.user.id, app.clock(), baseVersion, (stored) =>
        applySettingsChange(readSettings(stored), change),
      );
      if (saved.outcome === 'stale') return reply.code(409).send({ message: CONFLICT, settings: { ...readSettings(saved.current), version: saved.version } });
      void app.events.publish(request.user.id, { type: 'settings', version: saved.version, deviceId: deviceIdOf(request) });
      return { ...saved.value, version: saved.version };
    },
  );
};
