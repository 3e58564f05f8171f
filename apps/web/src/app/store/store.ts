import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { boardSlice } from './board-slice';
import { languageSlice } from './language-slice';
import { notificationsSlice } from './notifications-slice';
import { outputSlice } from './output-slice';
import { settingsSlice } from './settings-slice';
import { uiSlice } from './ui-slice';

// A feature's slice plugs in here; features read each other's state only through these slices' selectors.
export const rootReducer = combineSlices(settingsSlice, languageSlice, notificationsSlice, boardSlice, outputSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass the state they start from. */
export const makeStore = (preloadedState?: Partial<RootState>) => configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
