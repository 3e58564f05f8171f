import type { AppDispatch, RootState } from './store';

/** A thunk of this app's store: the edits (`commit-board.ts`, `tile-edits.ts`, `grid-edits.ts`, `delete-board.ts`…), the undo, the requests. */
export type AppThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;
