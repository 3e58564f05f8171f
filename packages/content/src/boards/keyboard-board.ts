import { KEYBOARD_BOARD_ID, type Board } from '@tessera/core';
import { BUILT_IN_AUTHOR, BUILT_IN_LAST_EDITED } from '../kit/define-board.ts';

/**
 * The keyboard board (issue 31): it has no tiles of its own, the app draws its keys and prediction row. Its name is
 * the interface's word for it ('navigation.keyboard', in every catalogue of the app).
 */
export const keyboardBoard: Board = {
  id: KEYBOARD_BOARD_ID,
  name: 'keyboard',
  nameKey: 'navigation.keyboard',
  author: BUILT_IN_AUTHOR,
  isPublic: false,
  tiles: [],
  lastEdited: BUILT_IN_LAST_EDITED,
};
