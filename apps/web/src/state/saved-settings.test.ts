import { DisplaySettingsSchema, NavigationSettingsSchema, ScanningSettingsSchema, SpeechSettingsSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from './default-settings';
import { OPTIONAL_SETTINGS, restoreSection } from './saved-settings';

const defaults = defaultSettings();

// Each sample is read back by restoreSection and by core's schema; both must accept or refuse it alike.
const cases = [
  [
    'display',
    DisplaySettingsSchema,
    defaults.display,
    OPTIONAL_SETTINGS.display,
    [
      { darkThemeActive: true, labelPosition: 'Above' },
      { darkThemeActive: false },
      { darkThemeActive: 'yes' },
      { darkThemeActive: null },
      { fontFamily: 'Comic Sans' },
      { uiSize: 'Huge' },
      { fontSize: 'ExtraLarge', fontFamily: 'Indie Flower', hideOutputActive: 'yes' },
      { increaseOutputButtons: 1 },
      {},
      { unknownSetting: 3, uiSize: 'Large' },
    ],
  ],
  [
    'navigation',
    NavigationSettingsSchema,
    defaults.navigation,
    {},
    [{ liveMode: true, shareShowActive: true }, { navigationButtonsStyle: 'onTop' }, { navigationButtonsStyle: 'floating' }, { vocalizeFolders: null }],
  ],
  [
    'scanning',
    ScanningSettingsSchema,
    defaults.scanning,
    {},
    [
      { active: true, delay: 1000, strategy: 'manual' },
      { delay: 0 },
      { delay: 1.5 },
      { delay: '1000' },
      { strategy: 'random' },
      { auditoryActive: true, dwellActive: true, dwellTime: 2500 },
      { dwellTime: 400 },
      { dwellTime: 3500 },
      { dwellTime: 750.5 },
      { auditoryActive: 'yes' },
    ],
  ],
  [
    'speech',
    SpeechSettingsSchema,
    defaults.speech,
    OPTIONAL_SETTINGS.speech,
    [{ voiceURI: 'espeak-ng:en-GB', pitch: 0.5, rate: 2 }, { voiceURI: 3 }, { voiceURI: 'x'.repeat(2049) }, { rate: 2.5 }, { pitch: -1 }, { volume: 1.5 }, {}],
  ],
] as const;

describe('restoring a saved settings section', () => {
  for (const [section, schema, sectionDefaults, optional, samples] of cases) {
    for (const sample of samples) {
      it(`agrees with core's schema on ${section} ${JSON.stringify(sample).slice(0, 80)}`, () => {
        const parsed = schema.safeParse(sample);
        expect(restoreSection(sample, sectionDefaults, optional)).toStrictEqual(parsed.success ? parsed.data : null);
      });
    }
  }

  it('refuses what is not an object', () => {
    for (const saved of [null, 'Large', 3, ['Large'], undefined]) expect(restoreSection(saved, defaults.display)).toBeNull();
  });
});
