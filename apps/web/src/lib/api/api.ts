import { createApi } from '@reduxjs/toolkit/query/react';
import { apiLoaded } from './api-loading';
import type { ApiTag, AppApi } from './api-types';
import { apiBaseQuery } from './base-query';

/**
 * The one RTK Query API of the app. Each request lives in its own file (get-user.ts, update-user.ts, ...) and
 * injects its endpoint here, with its cache tags, its answer's schema and its hook beside it. It joins the store
 * when first loaded (see api-loading.ts): the first board never loads it.
 */
export const api: AppApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['User', 'Location', 'AuthProviders', 'Sessions', 'Subscription'] satisfies ApiTag[],
  endpoints: () => ({}),
});

apiLoaded(api);
