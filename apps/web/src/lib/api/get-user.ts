import { UserDataSchema, type UserData } from '@tessera/core';
import { api } from './api';

/** GET /user/:id: the signed-in user's data (profile, settings.devices), without a token. */
export const getUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserData, string>({
      query: (id) => ({ path: `/user/${encodeURIComponent(id)}`, schema: UserDataSchema }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserQuery } = getUserApi;
