import { DEFAULT_COMMUNICATOR_ID, type Communicator } from '@tessera/core';
import { CORE_BOARD_IDS } from './boards/core/index.ts';
import { PARTNER_BOARD_IDS } from './boards/spanish-partner/index.ts';
import { BUILT_IN_AUTHOR } from './kit/define-board.ts';
import { DEFAULT_BOARD_SETS } from './featured-boards.ts';

/**
 * The communicator a new user starts with (spec 01 §3). Its reserved id means "not yet saved on
 * the server"; the first save POSTs it and takes the server's id.
 */
export const defaultCommunicator: Communicator = {
  id: DEFAULT_COMMUNICATOR_ID,
  name: 'Default communicator',
  description: 'The boards that come with Tessera',
  author: BUILT_IN_AUTHOR,
  rootBoard: 'root',
  boards: ['root'],
  defaultBoardsIncluded: [
    { nameOnJSON: DEFAULT_BOARD_SETS.advanced, homeBoard: 'root' },
    { nameOnJSON: DEFAULT_BOARD_SETS.core, homeBoard: CORE_BOARD_IDS.root },
    { nameOnJSON: DEFAULT_BOARD_SETS.spanishPartner, homeBoard: PARTNER_BOARD_IDS.root },
  ],
  activeBoardId: 'root',
  isPublic: false,
};
