import type { Settings } from '@tessera/core';

/**
 * Every setting at its default, as core's SettingsSchema gives them. Written out rather than parsed with zod at
 * start-up, so the first board's download carries no schema library; default-settings.test.ts keeps the two equal.
 */
export const defaultSettings = (): Settings => ({
  display: {
    uiSize: 'Standard',
    fontSize: 'Standard',
    fontFamily: 'Roboto',
    labelPosition: 'Below',
    hideOutputActive: false,
    increaseOutputButtons: false,
  },
  navigation: {
    caBackButtonActive: false,
    bigScrollButtonsActive: false,
    navigationButtonsStyle: 'onSides',
    quickUnlockActive: false,
    shareShowActive: false,
    removeOutputActive: false,
    vocalizeFolders: false,
    liveMode: false,
    playSoundOnTouchActive: false,
    improvePhraseActive: false,
  },
  language: { lang: 'en-US' },
  speech: { pitch: 1, rate: 1, volume: 1 },
  scanning: { active: false, delay: 2000, strategy: 'automatic', auditoryActive: false, dwellActive: false, dwellTime: 1000 },
  devices: [],
});
