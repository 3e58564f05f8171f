import { DeviceSchema, MAX_DEVICE_ID_LENGTH, MAX_DEVICES, UserDataSchema } from '@tessera/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../accounts/messages.ts';
import { MAX_USER_NAME_LENGTH, plainText, requiredText, UserIdParamsSchema } from '../../accounts/schemas.ts';
import { userDataOf } from '../../accounts/sign-in.ts';
import { MessageSchema } from '../../http/message-schema.ts';

const shortText = (max: number) => plainText(max).trim();

const BirthdateSchema = shortText(40).refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'Must be a date such as 1990-05-21');

/**
 * What a user may change about themselves. The client sends its whole user object: other fields
 * (email, password, role, authToken…) are ignored, never stored.
 */
const ProfileUpdateSchema = z.object({
  name: requiredText(MAX_USER_NAME_LENGTH).optional(),
  birthdate: BirthdateSchema.nullable().optional(),
  location: z
    .object({ country: shortText(100).optional(), countryCode: shortText(8).optional() })
    .nullable()
    .optional(),
  settings: z
    .object({
      devices: z
        .array(DeviceSchema.extend({ _id: shortText(100).optional(), deviceId: plainText(MAX_DEVICE_ID_LENGTH).min(1), lastLogind: shortText(40).optional() }))
        .max(MAX_DEVICES)
        .optional(),
    })
    .optional(),
});

/** The profile (spec 01 §7: GET and PUT /user/{id}); only one's own. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const notYours = { message: ACCOUNT_MESSAGES.userNotFound };

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's data",
        tags: ['user'],
        security: [{ bearer: [] }],
        params: UserIdParamsSchema,
        response: { 200: UserDataSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      // Someone else's id gets the same answer as an unknown one: it tells nothing and does not log the caller out.
      if (request.params.id !== request.user.id) return reply.code(404).send(notYours);
      const user = await app.repositories.users.findById(request.user.id);
      if (!user) return reply.code(404).send(notYours);
      return userDataOf(app, user);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      bodyLimit: 64 * 1024,
      schema: {
        summary: "Update the signed-in user's name, birth date, location or device list",
        tags: ['user'],
        security: [{ bearer: [] }],
        params: UserIdParamsSchema,
        body: ProfileUpdateSchema,
        response: { 200: UserDataSchema, 400: MessageSchema, 403: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      if (request.params.id !== request.user.id) return reply.code(404).send(notYours);
      const { name, birthdate, location, settings } = request.body;
      const now = app.clock();
      await app.repositories.users.updateProfile(request.user.id, { name, birthdate: birthdate === '' ? null : birthdate, location }, now);
      if (settings?.devices) await app.repositories.userSettings.setDevices(request.user.id, settings.devices, now);
      const user = await app.repositories.users.findById(request.user.id);
      if (!user) return reply.code(404).send(notYours);
      return userDataOf(app, user);
    },
  );
};
