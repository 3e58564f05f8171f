import { AuthProvidersSchema, type SocialLoginProvider } from '@tessera/core';
import { api } from './api';

export type AuthProvider = SocialLoginProvider;

/** GET /auth/providers: the social logins this server has configured; the login screen offers only these. */
export const getAuthProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthProviders: build.query<AuthProvider[], void>({
      query: () => ({ path: '/auth/providers', auth: false, schema: AuthProvidersSchema }),
      transformResponse: ({ providers }: { providers: AuthProvider[] }) => providers,
      providesTags: ['AuthProviders'],
    }),
  }),
});

export const { useGetAuthProvidersQuery } = getAuthProvidersApi;
