import { MessageSchema } from '@tessera/core';
import { api } from './api';

/** POST /user/logout-all: ends every session of the account, this one included ("Log out of all devices"). */
export const logOutEverywhereApi = api.injectEndpoints({
  endpoints: (build) => ({
    logOutEverywhere: build.mutation<{ message: string }, void>({
      query: () => ({ path: '/user/logout-all', method: 'POST', schema: MessageSchema }),
    }),
  }),
});

export const { useLogOutEverywhereMutation } = logOutEverywhereApi;
