import type { Board } from '@tessera/core';
import { keyedBoard, type GridSpec } from '../../kit/define-board.ts';
import type { TileSpec } from '../../kit/tile-spec.ts';
import { classicCover, type ClassicTopicId } from './classic-topics.ts';

/** A topic board of the classic set: yellow words, blue folders, the topic's picture as cover. */
export function classicBoard(id: ClassicTopicId, tiles: readonly TileSpec[], grid?: GridSpec): Board {
  return keyedBoard({ id, tiles, cover: classicCover(id), ...(grid ? { grid } : {}) });
}
