import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/**
 * A thunk of this app's store: the edits (`commit-board.ts`, `tile-edits.ts`, `grid-edits.ts`, `delete-board.ts`…), the undo, the requests.
 * Typed from the root reducer, not the store, so that the store's own middleware (undo.ts) may run thunks.
 */
export type AppThunk<R = void> = (dispatch: ThunkDispatch<RootState, undefined, UnknownAction>, getState: () => RootState) => R;
