import { tileDisplayLabel, type Tile } from '@tessera/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messageTranslator } from '../../lib/i18n/message-translator';

/**
 * The label to show and speak: the catalogue's text for the tile's labelKey, else the label it carries, else
 * the key's last words (built-in tiles carry only a key).
 */
export function tileLabel(tile: Pick<Tile, 'label' | 'labelKey'>, intl: Pick<IntlShape, 'messages' | 'formatMessage'>): string {
  return tileDisplayLabel(tile, messageTranslator(intl));
}

/** The tiles with their labels in the interface language, so what shows, speaks and goes to the output agree. */
export function useLocalizedTiles(tiles: readonly Tile[]): Tile[] {
  const intl = useIntl();
  return useMemo(() => tiles.map((tile) => ({ ...tile, label: tileLabel(tile, intl) })), [tiles, intl]);
}
