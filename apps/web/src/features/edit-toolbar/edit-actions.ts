import type { MessageDescriptor } from 'react-intl';
import type { AppDispatch, RootState } from '../../state/store';
import { selectActiveBoard } from '../../state/board-slice';
import { copySelectedTiles, deleteSelectedTiles, pasteCopiedTiles, selectAllTilesOnBoard } from '../../state/tile-edits';
import { selectCopiedTiles, selectIsLocked, selectIsSelecting, selectSelectedTileIds, selectTileEditor, tileEditorOpened } from '../../state/ui-slice';
import { selectCanUndo, undoRequested } from '../../state/undo-slice';
import { editToolbarMessages } from './messages';

export type EditActionName = 'selectAll' | 'copy' | 'paste' | 'delete' | 'editSelected' | 'undo';

/**
 * One thing a caregiver can do to the board, as data: the toolbar's buttons and the keyboard shortcuts (and
 * later the switch scanner) all run the same object, so they can never disagree about when it applies.
 */
export interface EditAction {
  name: EditActionName;
  label: MessageDescriptor;
  /** The shortcut, if any; checked only while the action is enabled. */
  keyTest?: (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) => boolean;
  enabled: (state: RootState) => boolean;
  perform: (dispatch: AppDispatch, state: RootState) => void;
}

const command = (key: string) => (event: Parameters<NonNullable<EditAction['keyTest']>>[0]) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key;

const editing = (state: RootState) => !selectIsLocked(state) && selectIsSelecting(state) && selectTileEditor(state) === null;
const hasSelection = (state: RootState) => editing(state) && selectSelectedTileIds(state).length > 0;

/** Every tile of the board is selected (the select-all checkbox is checked). */
export const selectAllTilesSelected = (state: RootState): boolean => {
  const tiles = selectActiveBoard(state)?.tiles ?? [];
  return tiles.length > 0 && selectSelectedTileIds(state).length === tiles.length;
};

export const editActions: Record<EditActionName, EditAction> = {
  selectAll: {
    name: 'selectAll',
    label: editToolbarMessages.selectAll,
    keyTest: command('a'),
    enabled: editing,
    perform: (dispatch, state) => dispatch(selectAllTilesOnBoard(!selectAllTilesSelected(state))),
  },
  copy: { name: 'copy', label: editToolbarMessages.copy, keyTest: command('c'), enabled: hasSelection, perform: (dispatch) => dispatch(copySelectedTiles()) },
  paste: {
    name: 'paste',
    label: editToolbarMessages.paste,
    keyTest: command('v'),
    enabled: (state) => editing(state) && selectCopiedTiles(state).length > 0,
    perform: (dispatch) => dispatch(pasteCopiedTiles()),
  },
  delete: {
    name: 'delete',
    label: editToolbarMessages.delete,
    keyTest: (event) => event.key === 'Delete' && !event.ctrlKey && !event.metaKey && !event.altKey,
    enabled: hasSelection,
    perform: (dispatch) => dispatch(deleteSelectedTiles()),
  },
  editSelected: {
    name: 'editSelected',
    label: editToolbarMessages.editSelected,
    enabled: hasSelection,
    perform: (dispatch, state) => dispatch(tileEditorOpened({ mode: 'edit', tileIds: selectSelectedTileIds(state) })),
  },
  undo: {
    name: 'undo',
    label: editToolbarMessages.undo,
    keyTest: command('z'),
    enabled: (state) => !selectIsLocked(state) && selectTileEditor(state) === null && selectCanUndo(state),
    perform: (dispatch) => dispatch(undoRequested()),
  },
};
