import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { directionOf, type TextDirection } from '../lib/i18n/locales';
import { isSupportedLocale } from '@tessera/core';
import { defaultSettings } from './default-settings';
import { settingsArrived } from './sync-actions';

/** The chosen interface language; the I18n provider loads its catalogue and then applies lang and dir. */
export interface LanguageState {
  lang: string;
  dir: TextDirection;
}

export const languageStateFor = (lang: string): LanguageState => ({ lang, dir: directionOf(lang) });

export const languageSlice = createSlice({
  name: 'language',
  initialState: () => languageStateFor(defaultSettings().language.lang),
  reducers: {
    languageChanged: (_state, action: PayloadAction<string>) => languageStateFor(action.payload),
  },
  extraReducers: (builder) => {
    builder.addCase(settingsArrived, (state, { payload }) => (payload.lang && isSupportedLocale(payload.lang) ? languageStateFor(payload.lang) : state));
  },
  selectors: {
    selectLanguage: (state) => state,
    selectLang: (state) => state.lang,
    selectDirection: (state) => state.dir,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage, selectLang, selectDirection } = languageSlice.selectors;
