import messagesEn from './messages/en.json';

export { builtInBoards, builtInBoardsById, getBuiltInBoard } from './built-in-boards.ts';
export { classicBoards, classicRootBoard, CLASSIC_TOPICS, HAND_WASHING_ID, TOOTH_BRUSHING_ID } from './boards/classic/index.ts';
export { coreBoards, coreBoard, CORE_BOARD_IDS } from './boards/core/index.ts';
export { partnerBoards, partnerRootBoard, PARTNER_BOARD_IDS } from './boards/spanish-partner/index.ts';
export { spanishBoards, esRootBoard, SPANISH_BOARD_IDS } from './boards/spanish/index.ts';
export { defaultCommunicator } from './default-communicator.ts';
export { featuredBoards, DEFAULT_BOARD_SETS, type FeaturedBoard } from './featured-boards.ts';
export { CORE_COLOURS, FOLDER_BLUE, WORD_YELLOW } from './kit/colours.ts';
export { BUILT_IN_AUTHOR, BUILT_IN_LAST_EDITED } from './kit/define-board.ts';
export { OPENMOJI_URL_PREFIX, TESSERA_URL_PREFIX } from './kit/pictures.ts';
export { ownWordEntries } from './own-words.ts';
export { keyboardBoard } from './boards/keyboard-board.ts';

/** English texts of every labelKey and nameKey of the built-in boards, and of the featured boards. */
export const contentMessagesEn: Readonly<Record<string, string>> = messagesEn;
