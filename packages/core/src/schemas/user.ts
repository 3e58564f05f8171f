import { z } from 'zod';
import { CommunicatorSchema } from './communicator.ts';
import { SettingsSchema } from './settings.ts';

export const LocationSchema = z.object({ country: z.string().optional(), countryCode: z.string().optional() });
export type Location = z.infer<typeof LocationSchema>;

const photos = z.array(z.object({ value: z.string() })).optional();

/** The signed-in user's data as the login call returns it (spec 01 §3). */
export const UserDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().optional(),
  isFirstLogin: z.boolean().optional(),
  authToken: z.string().optional(),
  photos,
  facebook: z.object({ photos }).optional(),
  google: z.object({ photos }).optional(),
  location: LocationSchema.optional(),
  isByBackOffice: z.boolean().optional(),
  birthdate: z.string().optional(),
  settings: SettingsSchema.partial().optional(),
  communicators: z.array(CommunicatorSchema).default([]),
  subscriber: z.record(z.string(), z.unknown()).optional(),
});
export type UserData = z.infer<typeof UserDataSchema>;
