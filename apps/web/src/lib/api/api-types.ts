import type { Api, coreModuleName } from '@reduxjs/toolkit/query';
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import type { apiBaseQuery } from './base-query';

/** The cache tags the API's endpoints provide and invalidate. */
export type ApiTag = 'User' | 'Location' | 'AuthProviders' | 'Sessions' | 'Subscription';

/**
 * The type of the app's one RTK Query API (api.ts), written out so that what only holds it (api-loading.ts, the
 * store) need not import the API itself: it starts with no endpoints, each request file injects its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK Query's own type for "no endpoints yet"
export type AppApi = Api<typeof apiBaseQuery, {}, 'api', ApiTag, typeof coreModuleName | typeof reactHooksModuleName>;
