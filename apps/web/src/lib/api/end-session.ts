import { MessageSchema } from '@tessera/core';
import { api } from './api';

/** DELETE /user/sessions/:id: signs one device out of the account (its token stops working at once). */
export const endSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    endSession: build.mutation<{ message: string }, string>({
      query: (id) => ({ path: `/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE', schema: MessageSchema }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useEndSessionMutation } = endSessionApi;
