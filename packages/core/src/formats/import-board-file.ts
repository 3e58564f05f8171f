import { copyBoardSet } from '../boards/public-board-copy.ts';
import { migrateBoard } from '../boards/board-migrations.ts';
import type { LooseRecord } from '../boards/normalize-board-record.ts';
import type { Board } from '../schemas/board.ts';
import { cboardBoardsOf, readCboardBoards } from './cboard-json.ts';
import { IMPORT_LIMITS, ImportRefused, type ImportLimits, type ImportProblem } from './import-limits.ts';
import { importedWords } from './imported-words.ts';
import type { OwnWords } from './message-key-words.ts';
import { isObfBoard } from './obf-read.ts';
import { parseJson, readObf, readObz, type PackageReadOptions, type ReadRecords } from './obz-read.ts';
import { suggestLostPictures, type SuggestPicture } from './suggested-pictures.ts';
import { looksLikeZip } from './zip-reader.ts';

/** The extensions the import screen names (spec 02 §5). A file is read by what it holds, whatever its name. */
export const IMPORT_EXTENSIONS = ['json', 'obz', 'obf'] as const;
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number];

/** What the file picker offers: those, and `.zip`, the name other tools give an OBZ package (it is one inside). */
export const IMPORT_PICKER_EXTENSIONS = [...IMPORT_EXTENSIONS, 'zip'] as const;

/** A file name's extension when it is one the import names. */
export function importExtensionOf(fileName: string): ImportExtension | undefined {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (IMPORT_EXTENSIONS as readonly string[]).includes(extension ?? '') ? (extension as ImportExtension) : undefined;
}

/** A missing board name becomes this, as the spec writes it (spec 02 §5). */
export const UNNAMED_IMPORTED_BOARD = 'unknow';

export interface ImportOptions {
  /** A new id for every board (spec 02 §5): local ids, the server gives its own once they are sent. */
  newId: () => string;
  /** The user the boards become (a guest's have none). */
  owner: { email?: string | undefined; author?: string | undefined };
  /** The interface's locale: a signed-in user's boards take it (spec 02 §5); others keep their own when they have one. */
  locale: string;
  /** Boards the app has whatever the file holds (built-in boards, the user's): links to them are kept. */
  keepLink?: (id: string) => boolean;
  /** Picture and sound sources the app shows as they are (its own symbol paths, web addresses). */
  keepSource?: (src: string) => boolean;
  limits?: ImportLimits;
  /** Our own words (ownWordsIndex over the built-in boards' catalogue): another app's message keys become them. */
  ownWords?: OwnWords;
  /** A picture of the app's own for a tile whose file's picture could not be had. */
  suggestPicture?: SuggestPicture;
}

/** The boards, the one to open first, and each board's key in the file (its id there, where it had one) with its new id. */
export type ImportOutcome = { ok: true; boards: Board[]; rootId: string; renames: [string, string][] } | { ok: false; problem: ImportProblem };

/**
 * The file's boards by what it holds, not by its name: a zip is an OBZ package (`.zip`, `.obz`, or no extension);
 * other bytes are JSON, an OBF board or Cboard's boards (an .obf may come named .json and the other way round). A
 * file named as neither that is not JSON either is not a board file.
 */
async function readRecords(fileName: string, bytes: Uint8Array, options: PackageReadOptions & { newId: () => string }): Promise<ReadRecords> {
  const extension = importExtensionOf(fileName);
  if (looksLikeZip(bytes) || extension === 'obz') return readObz(bytes, options);
  let json: unknown;
  try {
    json = parseJson(bytes);
  } catch (error) {
    if (extension === undefined) throw new ImportRefused({ kind: 'invalid-extension' });
    throw error;
  }
  if (isObfBoard(json)) return readObf(json, options);
  return readCboardBoards(cboardBoardsOf(json), options);
}

/** Each record as a board of this version within the schemas' limits (texts cut, grids repaired), or the problem of the first that is not. */
function validBoards(records: LooseRecord[], newId: () => string): Board[] {
  return records.map((record) => {
    try {
      // The file's own version number means nothing here: every record is read as a foreign one.
      const { schemaVersion: _version, ...foreign } = record;
      return migrateBoard(foreign, { newId });
    } catch (error) {
      const name = typeof record.name === 'string' && record.name ? record.name : String(record.id);
      throw new ImportRefused({ kind: 'invalid-board', board: name, detail: error instanceof Error ? error.message : String(error) });
    }
  });
}

/**
 * A board file (Cboard JSON, OBF, OBZ) as boards ready to join the user's communicator (spec 02 §5): every board a
 * new id, links between them re-pointed, the user's and private, another app's message keys as words, a picture
 * that could not be had replaced by one of ours (marked), a missing name "unknow", each checked against the
 * schemas' limits. All or nothing: any problem answers that problem and no board.
 */
export async function importBoardFile(fileName: string, bytes: Uint8Array, options: ImportOptions): Promise<ImportOutcome> {
  const limits = options.limits ?? IMPORT_LIMITS;
  if (bytes.length > limits.maxFileBytes) return { ok: false, problem: { kind: 'file-too-large' } };
  try {
    const read = await readRecords(fileName, bytes, {
      limits,
      newId: options.newId,
      keepLink: options.keepLink ?? (() => false),
      keepSource: options.keepSource ?? ((src) => /^https?:\/\//i.test(src)),
    });
    if (read.records.length === 0) return { ok: false, problem: { kind: 'nothing-to-import' } };
    if (read.records.length > limits.maxBoards) return { ok: false, problem: { kind: 'too-many-boards', count: read.records.length } };
    const worded = read.records.map((record) => importedWords(record, options.ownWords));
    const pictured = await suggestLostPictures(worded, options.suggestPicture, options.locale);
    // The root first: it is the copy set's root.
    const records = pictured.sort((a, b) => Number(b.id === read.rootKey) - Number(a.id === read.rootKey));
    const copied = copyBoardSet(validBoards(records, options.newId), { newId: options.newId, owner: options.owner });
    const signedIn = Boolean(options.owner.email);
    // A file is not a board of someone's to be copied from: no `copiedFrom` names an id that exists nowhere.
    const boards = copied.boards.map(({ copiedFrom: _copiedFrom, ...board }) => ({
      ...board,
      name: board.name || UNNAMED_IMPORTED_BOARD,
      locale: signedIn ? options.locale : (board.locale ?? options.locale),
    }));
    return { ok: true, boards, rootId: copied.rootId, renames: copied.renames };
  } catch (error) {
    if (error instanceof ImportRefused) return { ok: false, problem: error.problem };
    throw error;
  }
}
