import type { Board } from '@tessera/core';
import { partnerQuestionsBoard } from './partner-questions.ts';
import { partnerRootBoard } from './partner-root.ts';

export { PARTNER_BOARD_IDS } from './partner-ids.ts';
export { partnerRootBoard };

/** The partner organisation's fixed Spanish boards: conversation (root) and questions. */
export const partnerBoards: readonly Board[] = [partnerRootBoard, partnerQuestionsBoard];
