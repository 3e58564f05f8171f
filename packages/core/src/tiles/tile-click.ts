import type { Board } from '../schemas/board.ts';
import type { Tile } from '../schemas/tile.ts';
import { tileSpeechText } from '../output/output-rules.ts';
import { findLinkedBoard } from './tile-links.ts';

export type TileClickContext = {
  boards: readonly Pick<Board, 'id' | 'name'>[];
  isSelecting: boolean;
  isLiveMode: boolean;
  vocalizeFolders: boolean;
  playSoundOnTouchActive: boolean;
};

export type TileClickOutcome =
  | { kind: 'toggle-selection'; tileId: string }
  | { kind: 'navigate'; boardId: string; speak: string | null }
  | { kind: 'board-missing' }
  | { kind: 'output'; tile: Tile; play: 'sound' | 'speech'; addLiveTile: boolean };

/**
 * What a tap on a tile does (spec 01 §4 Tiles). In live mode the tile still goes to the output and
 * a live input tile follows it, so the user can type on after the symbol.
 */
export function tileClickOutcome(tile: Tile, context: TileClickContext): TileClickOutcome {
  if (context.isSelecting) return { kind: 'toggle-selection', tileId: tile.id };
  if (tile.loadBoard) {
    const board = findLinkedBoard(context.boards, tile);
    if (!board) return { kind: 'board-missing' };
    return { kind: 'navigate', boardId: board.id, speak: context.vocalizeFolders ? tileSpeechText(tile) : null };
  }
  const play = context.playSoundOnTouchActive && tile.sound ? 'sound' : 'speech';
  return { kind: 'output', tile, play, addLiveTile: context.isLiveMode };
}

/** An empty live tile: the output bar's 'Write and say' input. */
export const createLiveTile = (newId: () => string): Tile => ({ id: newId(), type: 'live', label: '' });
