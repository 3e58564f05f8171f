import { api } from './api';

export type AuthProvider = 'google' | 'facebook' | 'apple';

/** GET /auth/providers: the social logins this server has configured; the login screen offers only these. */
export const getAuthProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthProviders: build.query<AuthProvider[], void>({
      query: () => ({ path: '/auth/providers', auth: false }),
      transformResponse: (response: { providers?: AuthProvider[] }) => response.providers ?? [],
      providesTags: ['AuthProviders'],
    }),
  }),
});

export const { useGetAuthProvidersQuery } = getAuthProvidersApi;
