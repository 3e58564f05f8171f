import { UserDataSchema, type Device, type Location, type UserData } from '@tessera/core';
import { api } from './api';
import { getUserApi } from './get-user';
import { profileConfirmed } from './profile-confirmed';

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

/** The cached profile with a change applied, as the server will store it (a null clears the field). */
function applyUpdate(profile: UserData, { id: _id, settings, ...fields }: UserUpdate): void {
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
    if (value === null) delete profile[key];
    else if (value !== undefined) Object.assign(profile, { [key]: value });
  }
  if (settings) profile.settings = { ...profile.settings, ...settings };
}

/**
 * PUT /user/:id: answers the user as stored. The profile lives in the API cache only (getUser): the change shows
 * there at once, the server's answer replaces it, and a failure undoes it.
 */
export const updateUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<UserData, UserUpdate>({
      query: ({ id, ...changes }) => ({ path: `/user/${encodeURIComponent(id)}`, method: 'PUT', body: changes, schema: UserDataSchema }),
      async onQueryStarted(update, { dispatch, queryFulfilled }) {
        const patch = dispatch(getUserApi.util.updateQueryData('getUser', update.id, (profile) => applyUpdate(profile, update)));
        try {
          const { data } = await queryFulfilled;
          dispatch(getUserApi.util.upsertQueryData('getUser', update.id, data));
          dispatch(profileConfirmed({ id: data.id, name: data.name }));
        } catch {
          patch.undo();
        }
      },
      // The profile comes from the answer above; the country may follow a changed location.
      invalidatesTags: ['Location'],
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
