import { UserDataSchema, type Device, type Location, type UserData } from '@tessera/core';
import { api } from './api';

/** What PUT /user/:id may change (the server ignores every other field). */
export interface UserUpdate {
  id: string;
  name?: string;
  /** An ISO date (YYYY-MM-DD), or null to clear it. */
  birthdate?: string | null;
  location?: Location | null;
  /** Replaces the device list. */
  settings?: { devices: Device[] };
}

/** PUT /user/:id: answers the user as stored. */
export const updateUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<UserData, UserUpdate>({
      query: ({ id, ...changes }) => ({ path: `/user/${encodeURIComponent(id)}`, method: 'PUT', body: changes, schema: UserDataSchema }),
      invalidatesTags: ['User', 'Location'],
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
