import type { Settings } from '@tessera/core';
import { api } from './api';

/** Any sections, any of their fields; `devices`, when sent, replaces the list. */
export type SettingsUpdate = { [Section in keyof Settings]?: Settings[Section] extends unknown[] ? Settings[Section] : Partial<Settings[Section]> };

/** POST /settings: answers all the user's settings as stored. */
export const updateSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateSettings: build.mutation<Settings, SettingsUpdate>({
      query: (settings) => ({ path: '/settings', method: 'POST', body: settings }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useUpdateSettingsMutation } = updateSettingsApi;
