import { z } from 'zod';
import { boundedText } from './bounded-text.ts';
import { DWELL_TIME_MAX_MS, DWELL_TIME_MIN_MS, FONT_FAMILIES, LABEL_POSITIONS, NAVIGATION_BUTTON_STYLES, SCANNER_STRATEGIES, SIZES } from './constants.ts';
import { MAX_DEVICE_ID_LENGTH, MAX_DEVICES, MAX_ID_LENGTH, MAX_LOCALE_LENGTH, MAX_TIMESTAMP_LENGTH, MAX_URL_LENGTH } from './limits.ts';

export {
  FONT_FAMILIES,
  SIZES,
  LABEL_POSITIONS,
  NAVIGATION_BUTTON_STYLES,
  SCANNER_STRATEGIES,
  SCAN_DELAYS_MS,
  DWELL_TIMES_MS,
  DWELL_TIME_MIN_MS,
  DWELL_TIME_MAX_MS,
} from './constants.ts';

export const DisplaySettingsSchema = z.object({
  uiSize: z.enum(SIZES).default('Standard'),
  fontSize: z.enum(SIZES).default('Standard'),
  fontFamily: z.enum(FONT_FAMILIES).default('Roboto'),
  labelPosition: z.enum(LABEL_POSITIONS).default('Below'),
  hideOutputActive: z.boolean().default(false),
  increaseOutputButtons: z.boolean().default(false),
  /** Unset until the user chooses: the theme then follows the device's light or dark setting. */
  darkThemeActive: z.boolean().optional(),
});
export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;

export const NavigationSettingsSchema = z.object({
  caBackButtonActive: z.boolean().default(false),
  bigScrollButtonsActive: z.boolean().default(false),
  navigationButtonsStyle: z.enum(NAVIGATION_BUTTON_STYLES).default('onSides'),
  /** Kept for the account's settings only: the lock always needs its presses (spec 02 §2, the switch is always disabled). */
  quickUnlockActive: z.boolean().default(false),
  shareShowActive: z.boolean().default(false),
  removeOutputActive: z.boolean().default(false),
  vocalizeFolders: z.boolean().default(false),
  liveMode: z.boolean().default(false),
  /** Autoplay (sound on touch, spec 01 §4 Tiles): a tapped tile with a recorded sound plays it; off, or without one, its words are said. */
  playSoundOnTouchActive: z.boolean().default(false),
  improvePhraseActive: z.boolean().default(false),
});
export type NavigationSettings = z.infer<typeof NavigationSettingsSchema>;

export const SpeechSettingsSchema = z.object({
  voiceURI: boundedText(MAX_URL_LENGTH).optional(),
  pitch: z.number().min(0).max(2).default(1),
  rate: z.number().min(0).max(2).default(1),
  volume: z.number().min(0).max(1).default(1),
});
export type SpeechSettings = z.infer<typeof SpeechSettingsSchema>;

export const ScanningSettingsSchema = z.object({
  active: z.boolean().default(false),
  delay: z.number().int().positive().default(2000),
  strategy: z.enum(SCANNER_STRATEGIES).default('automatic'),
  /** Auditory scanning: each highlighted item's label is spoken quietly. */
  auditoryActive: z.boolean().default(false),
  /** Dwell selection: a pointer resting on a target for dwellTime ms selects it. */
  dwellActive: z.boolean().default(false),
  dwellTime: z.number().int().min(DWELL_TIME_MIN_MS).max(DWELL_TIME_MAX_MS).default(1000),
});
export type ScanningSettings = z.infer<typeof ScanningSettingsSchema>;

export const LanguageSettingsSchema = z.object({ lang: boundedText(MAX_LOCALE_LENGTH).default('en-US') });
export type LanguageSettings = z.infer<typeof LanguageSettingsSchema>;

/** A device the user logged in from; lastLogind is spelt so (spec 02 §3). */
export const DeviceSchema = z.object({
  _id: boundedText(MAX_ID_LENGTH).optional(),
  deviceId: boundedText(MAX_DEVICE_ID_LENGTH),
  lastLogind: boundedText(MAX_TIMESTAMP_LENGTH).optional(),
  /** The browser installation the login came from (its x-tessera-device-id): two browsers alike are two devices. */
  installationId: boundedText(64).optional(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const SettingsSchema = z.object({
  display: DisplaySettingsSchema.prefault({}),
  navigation: NavigationSettingsSchema.prefault({}),
  language: LanguageSettingsSchema.prefault({}),
  speech: SpeechSettingsSchema.prefault({}),
  scanning: ScanningSettingsSchema.prefault({}),
  devices: z.array(DeviceSchema).max(MAX_DEVICES).default([]),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Every setting at its default. */
export const defaultSettings = (): Settings => SettingsSchema.parse({});
