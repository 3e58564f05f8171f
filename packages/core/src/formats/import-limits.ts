import { MAX_DATA_URL_LENGTH, MAX_TILES_PER_BOARD } from '../schemas/limits.ts';

/**
 * How much of a board file is read. Files come from anywhere: each limit is checked before the work it guards
 * (a zip's entries by their declared sizes before any is inflated), and a file past one is refused whole.
 */
export const IMPORT_LIMITS = {
  /** The file itself. */
  maxFileBytes: 100 * 1024 * 1024,
  /** Entries of an OBZ (boards, pictures, sounds, folders). */
  maxZipEntries: 10_000,
  /** All entries of an OBZ together, unpacked. */
  maxUnpackedBytes: 400 * 1024 * 1024,
  /** One entry unpacked to more than this many times its packed size (past 1 MB) is a zip bomb. */
  maxCompressionRatio: 200,
  /** Boards in one file. */
  maxBoards: 2_000,
  /** Buttons of one board. */
  maxButtons: MAX_TILES_PER_BOARD,
  /** Rows or columns of a board's grid: up to this a board is kept (laid out by order past the editor's 12). */
  maxGridSize: 24,
  /** One picture or sound: as a data URL it must stay within a tile's limit. */
  maxMediaBytes: Math.floor(((MAX_DATA_URL_LENGTH - 100) * 3) / 4),
} as const;

export type ImportLimits = { [K in keyof typeof IMPORT_LIMITS]: number };

/** Why a file is not imported: the web app names each in the user's language. Nothing of such a file is kept. */
export type ImportProblem =
  | { kind: 'invalid-extension' }
  | { kind: 'file-too-large' }
  | { kind: 'broken-json' }
  | { kind: 'not-a-zip' }
  | { kind: 'zip-bomb' }
  | { kind: 'too-many-files' }
  | { kind: 'unsafe-path'; path: string }
  | { kind: 'missing-manifest' }
  | { kind: 'too-many-boards'; count: number }
  | { kind: 'too-many-buttons'; board: string; count: number }
  | { kind: 'grid-too-large'; board: string; rows: number; columns: number }
  | { kind: 'invalid-board'; board: string; detail: string }
  | { kind: 'nothing-to-import' };

/** Thrown inside a reader to stop at the first problem; the entry point turns it into an answer. */
export class ImportRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.kind);
  }
}
