import type { Board } from '@tessera/core';
import { classicBoards } from './boards/classic/index.ts';
import { coreBoards } from './boards/core/index.ts';
import { partnerBoards } from './boards/spanish-partner/index.ts';
import { spanishBoards } from './boards/spanish/index.ts';

/** Every board that ships with the app. */
export const builtInBoards: readonly Board[] = [...classicBoards, ...coreBoards, ...partnerBoards, ...spanishBoards];

export const builtInBoardsById: ReadonlyMap<string, Board> = new Map(builtInBoards.map((board) => [board.id, board]));

export const getBuiltInBoard = (id: string): Board | undefined => builtInBoardsById.get(id);
