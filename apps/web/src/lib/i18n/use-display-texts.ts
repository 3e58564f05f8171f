import { boardDisplayName, tileDisplayLabel, type Board, type Tile } from '@tessera/core';
import { useIntl } from 'react-intl';
import { directionOf } from './locales';
import { messageTranslator } from './message-translator';

/** Tile labels and board names as the user sees them (built-in boards carry only keys, translated here), and their direction. */
export function useDisplayTexts() {
  const intl = useIntl();
  const translate = messageTranslator(intl);
  return {
    direction: directionOf(intl.locale),
    labelOf: (tile: Tile) => tileDisplayLabel(tile, translate),
    nameOf: (board: Pick<Board, 'name' | 'nameKey'>) => boardDisplayName(board, translate),
  };
}
