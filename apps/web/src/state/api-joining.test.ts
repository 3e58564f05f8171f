import { describe, expect, it } from 'vitest';
import { loggedOut } from './auth-slice';
import { makeStore } from './store';

// The RTK Query API is not part of the first board's download: it joins the store when a screen first loads it
// (lib/api/api-loading.ts). This file loads it itself, after making a store.
describe('the API joining the store when first loaded', () => {
  it('is absent until loaded, then its state, middleware and logout reset work in stores made before and after', async () => {
    const before = makeStore();
    expect(before.getState().api).toBeUndefined();

    const { getUserApi } = await import('../lib/api/get-user');
    expect(before.getState().api?.queries).toEqual({});
    const after = makeStore();
    expect(after.getState().api?.queries).toEqual({});

    // A query goes through the API's middleware (RTK Query refuses to run without it); no server answers here.
    for (const store of [before, after]) {
      const query = store.dispatch(getUserApi.endpoints.getUser.initiate('u1'));
      await query;
      expect(Object.values(store.getState().api?.queries ?? {}).map((entry) => entry?.status)).toEqual(['rejected']);
      query.unsubscribe();
      store.dispatch(loggedOut());
      expect(store.getState().api?.queries).toEqual({});
    }
  });
});
