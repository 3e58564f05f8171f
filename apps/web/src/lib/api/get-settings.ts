import type { Settings } from '@tessera/core';
import { api } from './api';

/** GET /settings: every setting the user saved, with defaults for the rest. */
export const getSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => ({ path: '/settings' }),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = getSettingsApi;
