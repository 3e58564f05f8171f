import type { Settings } from '@tessera/core';

/** The user's settings that shape every screen; language has its own slice because it also drives loading. */
export type SettingsState = Pick<Settings, 'display' | 'navigation' | 'speech' | 'scanning'>;
