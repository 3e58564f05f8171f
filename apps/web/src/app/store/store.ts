import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../../lib/api/api';
import { authSlice } from './auth-slice';
import { boardSlice } from './board-slice';
import { communicatorSlice } from './communicator-slice';
import { languageSlice } from './language-slice';
import { resetOnLogout } from './logout-reset';
import { notificationsSlice } from './notifications-slice';
import { outputSlice } from './output-slice';
import { sessionMiddleware } from './session-middleware';
import { settingsSlice } from './settings-slice';
import { uiSlice } from './ui-slice';
import { undoMiddleware } from './undo';
import { undoSlice } from './undo-slice';

// A feature's slice plugs in here; features read each other's state only through these slices' selectors.
export const rootReducer = resetOnLogout(
  combineSlices(settingsSlice, languageSlice, notificationsSlice, boardSlice, communicatorSlice, outputSlice, uiSlice, undoSlice, authSlice, api),
);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass the state they start from. */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState, middleware: (getDefault) => getDefault().concat(undoMiddleware, api.middleware, sessionMiddleware) });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
