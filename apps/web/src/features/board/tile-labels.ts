import type { Tile } from '@tessera/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

const keyWords = (key: string) => key.slice(key.lastIndexOf('.') + 1).replace(/[-_]+/g, ' ');

/**
 * The label to show and speak: the catalogue's text for the tile's labelKey, else the label it carries, else
 * the key's last words (built-in tiles carry only a key).
 */
export function tileLabel(tile: Pick<Tile, 'label' | 'labelKey'>, intl: Pick<IntlShape, 'messages' | 'formatMessage'>): string {
  if (tile.labelKey && intl.messages[tile.labelKey] !== undefined) return intl.formatMessage({ id: tile.labelKey, defaultMessage: tile.label });
  return tile.label ?? (tile.labelKey ? keyWords(tile.labelKey) : '');
}

/** The tiles with their labels in the interface language, so what shows, speaks and goes to the output agree. */
export function useLocalizedTiles(tiles: readonly Tile[]): Tile[] {
  const intl = useIntl();
  return useMemo(() => tiles.map((tile) => ({ ...tile, label: tileLabel(tile, intl) })), [tiles, intl]);
}
