import {
  DeviceSchema,
  DisplaySettingsSchema,
  LanguageSettingsSchema,
  MAX_DEVICES,
  NavigationSettingsSchema,
  ScanningSettingsSchema,
  SettingsSchema,
  SpeechSettingsSchema,
  type Settings,
} from '@tessera/core';
import { z } from 'zod';

/**
 * Any of a section's fields, none filled in: zod's `.partial()` keeps each field's default, so a save of one
 * display field would have reset every other display field to its default.
 */
function partWithoutDefaults<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const fields = Object.entries(schema.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType]);
  return z.object(Object.fromEntries(fields) as Shape).partial();
}

/**
 * What POST /settings takes: any of the sections, each with any of its fields. Screens save one
 * section at a time (speech as it changes, display on submit), so a part must not reset the rest.
 * No defaults here: a field left out keeps its stored value.
 */
export const SettingsChangeSchema = z.object({
  display: partWithoutDefaults(DisplaySettingsSchema).optional(),
  navigation: partWithoutDefaults(NavigationSettingsSchema).optional(),
  language: partWithoutDefaults(LanguageSettingsSchema).optional(),
  speech: partWithoutDefaults(SpeechSettingsSchema).optional(),
  scanning: partWithoutDefaults(ScanningSettingsSchema).optional(),
  devices: z.array(DeviceSchema).max(MAX_DEVICES).optional(),
});
export type SettingsChange = z.infer<typeof SettingsChangeSchema>;

const SECTIONS = ['display', 'navigation', 'language', 'speech', 'scanning'] as const;

/** Whatever is stored, read leniently: a stored value that no longer passes the schema falls back to its default. */
export function readSettings(stored: unknown): Settings {
  const parsed = SettingsSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const record = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const kept = Object.fromEntries(
    Object.keys(SettingsSchema.shape)
      .filter((key) => SettingsSchema.shape[key as keyof Settings].safeParse(record[key]).success)
      .map((key) => [key, record[key]]),
  );
  return SettingsSchema.parse(kept);
}

/** The stored settings with a change applied field by field; the device list is replaced whole when sent. */
export function applySettingsChange(stored: Settings, change: SettingsChange): Settings {
  const next: Record<string, unknown> = { ...stored };
  for (const section of SECTIONS) {
    const part = change[section];
    if (part) next[section] = { ...stored[section], ...Object.fromEntries(Object.entries(part).filter(([, value]) => value !== undefined)) };
  }
  if (change.devices) next.devices = change.devices;
  return SettingsSchema.parse(next);
}
