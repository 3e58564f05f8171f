import { api } from './api';

/** One open session of the account: a browser installation signed in to it (GET /user/sessions). */
export interface AccountSession {
  id: string;
  /** The browser, as the server named it ("Chrome on Android"). */
  device: string | null;
  installationId: string | null;
  /** The row of settings.devices its login noted. */
  deviceRowId: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** This device's own session. */
  current: boolean;
}

/** GET /user/sessions: the account's open sessions, most recently used first. */
export const getSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<AccountSession[], void>({
      query: () => ({ path: '/user/sessions' }),
      transformResponse: (answer: { data: AccountSession[] }) => answer.data,
      providesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery } = getSessionsApi;
