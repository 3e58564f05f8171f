import { AccountSessionsSchema, type AccountSession } from '@tessera/core';
import { api } from './api';

export type { AccountSession };

/** GET /user/sessions: the account's open sessions, most recently used first. */
export const getSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<AccountSession[], void>({
      query: () => ({ path: '/user/sessions', schema: AccountSessionsSchema }),
      transformResponse: (answer: { data: AccountSession[] }) => answer.data,
      providesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery } = getSessionsApi;
