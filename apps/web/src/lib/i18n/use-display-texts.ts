import { boardDisplayName, tileDisplayLabel, type Board, type Tile } from '@tessera/core';
import { useIntl } from 'react-intl';
import { messageTranslator } from './message-translator';

/** Tile labels and board names as the user sees them: built-in boards carry only keys, translated here. */
export function useDisplayTexts() {
  const translate = messageTranslator(useIntl());
  return {
    labelOf: (tile: Tile) => tileDisplayLabel(tile, translate),
    nameOf: (board: Pick<Board, 'name' | 'nameKey'>) => boardDisplayName(board, translate),
  };
}
