// The plain values the schemas are built from. They live apart from the schemas so that code needing only a
// value (a built-in board's format, a settings choice) does not bring zod into a download: the web app's first
// board is drawn without any schema library.

/** Current version of the stored board record; bump it with a migration in src/boards/board-migrations.ts. */
export const BOARD_SCHEMA_VERSION = 1;

/** The product's own board format value. */
export const BOARD_FORMAT = 'tessera';

export const GRID_MIN = 1;
/** The editor's limit: its row and column buttons, and a grid it makes, stop at 12 x 12 (spec 01 §5). */
export const GRID_MAX = 12;
/**
 * A grid the app keeps: one imported from another tool keeps its rows, columns and cells up to 24 x 24 (a file's
 * larger grid is refused); the editor only shrinks such a grid, and grows none past GRID_MAX.
 */
export const GRID_KEPT_MAX = 24;

/** The reserved id of the default communicator: it means "not yet saved on the server". */
export const DEFAULT_COMMUNICATOR_ID = 'cboard_default';

/** What a tile does when touched: speak (button), open a board (folder, board), or take typed text (live). */
export const TILE_TYPES = ['button', 'folder', 'board', 'live'] as const;

export const FONT_FAMILIES = ['Roboto', 'Chilanka', 'Hind', 'Nunito', 'Oswald', 'Indie Flower'] as const;
export const SIZES = ['Standard', 'Large', 'ExtraLarge'] as const;
export const LABEL_POSITIONS = ['Above', 'Below', 'Hidden'] as const;
export const NAVIGATION_BUTTON_STYLES = ['onSides', 'onTop'] as const;
export const SCANNER_STRATEGIES = ['automatic', 'manual'] as const;
export const SCAN_DELAYS_MS = [750, 1000, 2000, 3000, 5000] as const;
/** How long a pointer rests on a target before dwell selects it (0.5 to 3 s). */
export const DWELL_TIMES_MS = [500, 1000, 1500, 2000, 2500, 3000] as const;
export const DWELL_TIME_MIN_MS = 500;
export const DWELL_TIME_MAX_MS = 3000;
