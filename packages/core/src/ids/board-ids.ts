/** Board ids shorter than this are local (made on the device); server ids are at least this long. */
export const LOCAL_BOARD_ID_THRESHOLD = 14;

/** The built-in root board of the advanced set. */
export const ROOT_BOARD_ID = 'root';
/** The root of the fixed Spanish boards from the partner organisation. */
export const SPANISH_PARTNER_ROOT_BOARD_ID = 'partner-root';
/** The featured fixed core board (11 columns by 6 rows). */
export const CORE_ROOT_BOARD_ID = 'core-root';

/**
 * Boards that ship with the app and are never overwritten. All are shorter than the threshold on
 * purpose: they are then treated as local, so an edit is created on the server as a new board
 * instead of being PUT over an id the server does not own.
 */
export const RESERVED_BOARD_IDS: readonly string[] = [ROOT_BOARD_ID, SPANISH_PARTNER_ROOT_BOARD_ID, CORE_ROOT_BOARD_ID];

export const isReservedBoardId = (id: string): boolean => RESERVED_BOARD_IDS.includes(id);

/** A local or temporary id: created remotely with POST, after which the server id replaces it. */
export const isLocalBoardId = (id: string): boolean => id.length < LOCAL_BOARD_ID_THRESHOLD;

/** How a board reaches the server: a local id is created (POST) and then gets the server id; a server id is updated (PUT). */
export const remoteSaveKind = (id: string): 'create' | 'update' => (isLocalBoardId(id) ? 'create' : 'update');

/** Marking and pushing apply only to ids strictly longer than the threshold (spec 01 §4). */
export const isPushableBoardId = (id: string): boolean => id.length > LOCAL_BOARD_ID_THRESHOLD;
