import { MessageSchema, type Message } from '@tessera/core';
import { api } from './api';

/** DELETE /account/:id: the user and everything they own are removed on the server. */
export const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<Message, string>({
      query: (id) => ({ path: `/account/${encodeURIComponent(id)}`, method: 'DELETE', schema: MessageSchema }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
