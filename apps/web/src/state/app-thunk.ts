import type { AppDispatch, RootState } from './store';

/** A thunk of this app's store (the edits in board-edits.ts and the undo). */
export type AppThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;
