import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { AppApi } from '../lib/api/api-types';
import { authSlice } from './auth-slice';
import { boardSlice } from './board-slice';
import { communicatorSlice } from './communicator-slice';
import { languageSlice } from './language-slice';
import { resetOnLogout } from './logout-reset';
import { notificationsSlice } from './notifications-slice';
import { outputSlice } from './output-slice';
import { premiumSlice } from './premium-slice';
import { settingsSlice } from './settings-slice';
import { syncSlice } from './sync-slice';
import { toursSlice } from './tours-slice';
import { uiSlice } from './ui-slice';
import { undoSlice } from './undo-slice';
import { usageSlice } from './usage-slice';
import { wordGuideSlice } from './word-guide-slice';

// A feature's slice plugs in here; features read each other's state only through these slices' selectors.
// The RTK Query API joins later, when a screen first loads it (lib/api/api-loading.ts, store.ts). Apart from
// the store, so that thunks and middleware can name the state without importing the store that runs them.
export const slices = combineSlices(
  settingsSlice,
  languageSlice,
  notificationsSlice,
  boardSlice,
  communicatorSlice,
  outputSlice,
  uiSlice,
  undoSlice,
  authSlice,
  syncSlice,
  toursSlice,
  wordGuideSlice,
  premiumSlice,
  usageSlice,
).withLazyLoadedSlices<WithSlice<AppApi>>();
export const rootReducer = resetOnLogout(slices);

export type RootState = ReturnType<typeof rootReducer>;
