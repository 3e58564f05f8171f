import { api } from './api';

/** DELETE /account/:id: the user and everything they own are removed on the server. */
export const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<{ message: string }, string>({
      query: (id) => ({ path: `/account/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;
