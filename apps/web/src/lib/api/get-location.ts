import { LocationSchema, type Location } from '@tessera/core';
import { api } from './api';

/** GET /location: the signed-in user's stored country, else the one of the browser's language, else {}. */
export const getLocationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocation: build.query<Location, void>({
      query: () => ({ path: '/location', schema: LocationSchema }),
      providesTags: ['Location'],
    }),
  }),
});

export const { useGetLocationQuery } = getLocationApi;
