import { createDynamicMiddleware } from '@reduxjs/toolkit';
import type { AppApi as Api } from './api-types';

// RTK Query (about 13 KB gzipped) is not part of the first board's download: the API (api.ts) is loaded by the
// first screen that calls it, and joins the store then. The store keeps a place for its middleware here and says,
// through whenApiLoads, how its reducer joins.

/** The store's place for the API's middleware, filled when the API loads. */
export const apiMiddlewareSlot = createDynamicMiddleware();

let loaded: Api | undefined;
const waiting: ((loadedApi: Api) => void)[] = [];

/** Runs `join` with the API once it has loaded (at once when it has). */
export function whenApiLoads(join: (loadedApi: Api) => void): void {
  if (loaded) join(loaded);
  else waiting.push(join);
}

/** The API when a screen has loaded it, else undefined (then it has nothing cached either). */
export const loadedApi = (): Api | undefined => loaded;

/** Called by api.ts as it is created. */
export function apiLoaded(created: Api): void {
  loaded = created;
  apiMiddlewareSlot.addMiddleware(created.middleware);
  waiting.splice(0).forEach((join) => join(created));
}
