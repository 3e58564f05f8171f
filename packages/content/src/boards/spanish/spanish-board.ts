import type { Board } from '@tessera/core';
import { literalBoard, type GridSpec } from '../../kit/define-board.ts';
import type { PictureRef } from '../../kit/pictures.ts';
import type { TileSpec } from '../../kit/tile-spec.ts';
import { SPANISH_LOCALE } from '../spanish-partner/partner-ids.ts';

/** A pre-made Spanish board: Spanish labels, yellow words, blue folders. */
export function spanishBoard(id: string, name: string, cover: PictureRef, tiles: readonly TileSpec[], grid?: GridSpec): Board {
  return literalBoard({ id, name, locale: SPANISH_LOCALE, cover, tiles, ...(grid ? { grid } : {}) });
}
