import { z } from 'zod';
import { SettingsSchema } from '../schemas/settings.ts';

/** GET and POST /settings: the settings as stored, with their version (send it back with the next save). */
export const VersionedSettingsSchema = SettingsSchema.extend({ version: z.number().int().nonnegative() });
export type VersionedSettings = z.infer<typeof VersionedSettingsSchema>;

/** 409: the save was based on an older version; nothing changed; the current settings come along. */
export const SettingsConflictSchema = z.object({ message: z.string(), settings: VersionedSettingsSchema });
