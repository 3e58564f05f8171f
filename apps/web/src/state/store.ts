import { configureStore, createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { apiMiddlewareSlot, loadedApi, whenApiLoads } from '../lib/api/api-loading';
import { rootReducer, slices, type RootState } from './root-reducer';
import { sessionMiddleware } from './session-middleware';
import { undoMiddleware } from './undo';

export { rootReducer, type RootState };

/**
 * Each store's place for middleware that joins after the first paint (the sync's listeners): their code is not
 * part of the first board's download, and each store (one per device in tests) gets its own.
 */
const lateSlots = new WeakMap<object, ReturnType<typeof createDynamicMiddleware>>();

const createStore = (preloadedState?: Partial<RootState>) => {
  const late = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(undoMiddleware, apiMiddlewareSlot.middleware, sessionMiddleware, late.middleware),
  });
  lateSlots.set(store, late);
  return store;
};

export type AppStore = ReturnType<typeof createStore>;

/** Adds middleware to one store after it was made (see lateSlots). */
export const addLateMiddleware = (store: AppStore, ...middleware: Middleware[]): void => lateSlots.get(store)?.addMiddleware(...middleware);

// Stores made before the API loads get one action once it has joined, so its state is there before a screen
// using it renders (a slice injected later starts with the next action).
const storesBeforeApi = new Set<AppStore>();
whenApiLoads((loadedApi) => {
  slices.inject(loadedApi);
  storesBeforeApi.forEach((store) => store.dispatch({ type: `${loadedApi.reducerPath}/joinedStore` }));
  storesBeforeApi.clear();
});

/** A fresh store; tests pass the state they start from. */
export const makeStore = (preloadedState?: Partial<RootState>): AppStore => {
  const store = createStore(preloadedState);
  if (!loadedApi()) storesBeforeApi.add(store);
  return store;
};
export type AppDispatch = AppStore['dispatch'];
