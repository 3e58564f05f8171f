import { z } from 'zod';
import { CommunicatorSchema } from './communicator.ts';
import {
  DisplaySettingsSchema,
  LanguageSettingsSchema,
  NavigationSettingsSchema,
  ScanningSettingsSchema,
  SettingsSchema,
  SpeechSettingsSchema,
} from './settings.ts';

export const LocationSchema = z.object({ country: z.string().optional(), countryCode: z.string().optional() });
export type Location = z.infer<typeof LocationSchema>;

const photos = z.array(z.object({ value: z.string() })).optional();

/**
 * The settings the user saved, as the user data carries them: each section complete, a section never saved left out
 * (the device keeps its own for it). Not `SettingsSchema.partial()`: its sections' defaults would fill in every
 * missing one as the answer is read.
 */
const SavedSettingsSchema = z.object({
  display: DisplaySettingsSchema.optional(),
  navigation: NavigationSettingsSchema.optional(),
  language: LanguageSettingsSchema.optional(),
  speech: SpeechSettingsSchema.optional(),
  scanning: ScanningSettingsSchema.optional(),
  devices: SettingsSchema.shape.devices.optional(),
});

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
  settings: SavedSettingsSchema.optional(),
  communicators: z.array(CommunicatorSchema).default([]),
  subscriber: z.record(z.string(), z.unknown()).optional(),
});
export type UserData = z.infer<typeof UserDataSchema>;
