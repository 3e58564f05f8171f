import type { Board } from '@tessera/core';
import { coreActionsBoard } from './core-actions.ts';
import { coreBoard } from './core-board.ts';
import { coreCategoriesBoard } from './core-categories.ts';
import { coreDescribeBoard } from './core-describe.ts';
import { corePeopleBoard } from './core-people.ts';

export { CORE_BOARD_IDS } from './core-ids.ts';
export { coreBoard };

/** The universal core board and the boards its folders open. */
export const coreBoards: readonly Board[] = [coreBoard, corePeopleBoard, coreActionsBoard, coreDescribeBoard, coreCategoriesBoard];
