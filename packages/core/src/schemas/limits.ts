// How large a record may be. The server refuses anything past these (400, naming the field); the web app can
// use the same numbers in its editors. Like constants.ts, plain values only: reading a number needs no zod.
// Each is generous for what a person makes by hand or imports from another AAC tool, and small enough that no
// one request, list answer or database row can hold the server hostage.

/** Tiles on one board: a 12 x 12 grid holds 144; 2,000 leaves room for the largest imported free-form boards. */
export const MAX_TILES_PER_BOARD = 2_000;

/** A board's name and nameKey, a tile's label and labelKey, a communicator's name, a person's name. */
export const MAX_NAME_LENGTH = 200;

/** What a tile says when it differs from its label: a sentence or a few. */
export const MAX_VOCALIZATION_LENGTH = 1_000;

/** Descriptions of boards and communicators, and the free text of a report. */
export const MAX_DESCRIPTION_LENGTH = 2_000;

/** Every id (boards, tiles, communicators, the board a tile opens, origins): server ids are 24 characters. */
export const MAX_ID_LENGTH = 100;

/**
 * A picture or sound kept inside a board as a data URL (`data:…`, before the device uploads it): 2 MB of
 * text. Base64 is ASCII, so characters and bytes are the same count.
 */
export const MAX_DATA_URL_LENGTH = 2 * 1024 * 1024;

/** Any other address or path: a picture's or sound's URL, a `media:` reference, a symbol's key path, a voice. */
export const MAX_URL_LENGTH = 2_048;

/** A colour as CSS writes it: `#fff`, `rgb(255, 241, 118)`, `rgba(…)`, a name. */
export const MAX_COLOUR_LENGTH = 64;

/** A BCP 47 language tag (`en-US`, `zh-Hant-TW`): 35 characters is the longest in common use. */
export const MAX_LOCALE_LENGTH = 35;

/** An email address (RFC 5321 allows 254 in a path; 320 covers anything a record may have carried). */
export const MAX_EMAIL_LENGTH = 320;

/** An ISO 8601 timestamp, with room for offsets and fractions. */
export const MAX_TIMESTAMP_LENGTH = 40;

/** Short fields with a small set of values in practice: a board's format and cell size, a tile's action. */
export const MAX_SHORT_TEXT_LENGTH = 100;

/** Boards one communicator lists (and built-in board sets it includes). */
export const MAX_BOARDS_PER_COMMUNICATOR = 5_000;

/** Devices kept in a user's settings: the newest login is kept, the oldest dropped past this. */
export const MAX_DEVICES = 50;

/** A device as a login names itself (its own id, or its browser's user agent). */
export const MAX_DEVICE_ID_LENGTH = 512;

/** A record's version: stored in 32-bit integer columns, so no number past them reaches a query. */
export const MAX_VERSION = 2_147_483_647;

/** A search in a paged list. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * One board as JSON: the request body limit of a board write. A 12 x 12 board whose every tile still carries
 * its picture inline fits; boards larger than this keep pictures as uploaded media instead.
 */
export const MAX_BOARD_BYTES = 5 * 1024 * 1024;
