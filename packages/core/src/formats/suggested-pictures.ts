import { isRecord, type LooseRecord } from '../boards/normalize-board-record.ts';

/**
 * The mark a reader leaves on a tile whose file gave a picture the import could not have (a path on another
 * app's server, a package file that is missing or not a picture). It never leaves the import.
 */
export const LOST_PICTURE = '__tesseraLostPicture';

/**
 * A picture of the app's own for a label in a language (the web app's: a built-in tile's for one of our words,
 * else the best of its offline symbols).
 */
export type SuggestPicture = (label: string, locale: string, labelKey: string | undefined) => Promise<string | undefined>;

/** Labels searched for in one import: a file of thousands of lost pictures costs no more than this many searches. */
export const MAX_PICTURE_SEARCHES = 3000;

/** The part of a label a search reads: enough for any word or phrase on a tile. */
const MAX_SEARCHED_LABEL = 80;

/**
 * Tiles that lost their picture get the best match of our pictures for their label (and their key, when it is one
 * of our words), in the board's language (else the interface's), marked `imageSuggested` so the tile editor can say the app chose it. One search per
 * label and language, however many tiles share it.
 */
export async function suggestLostPictures(records: LooseRecord[], suggest: SuggestPicture | undefined, locale: string): Promise<LooseRecord[]> {
  const found = new Map<string, Promise<string | undefined>>();
  const pictureFor = (label: string, language: string, labelKey: string | undefined) => {
    const key = `${language}\n${label}\n${labelKey ?? ''}`;
    let picture = found.get(key);
    if (!picture) {
      const searching = suggest && found.size < MAX_PICTURE_SEARCHES;
      found.set(key, (picture = searching ? suggest(label, language, labelKey).catch(() => undefined) : Promise.resolve(undefined)));
    }
    return picture;
  };
  return Promise.all(
    records.map(async (board) => {
      if (!Array.isArray(board.tiles)) return board;
      const language = typeof board.locale === 'string' && board.locale ? board.locale : locale;
      const tiles = await Promise.all(
        board.tiles.map(async (tile: unknown) => {
          if (!isRecord(tile) || !(LOST_PICTURE in tile)) return tile;
          const { [LOST_PICTURE]: _lost, ...rest } = tile;
          const label = [rest.label, rest.vocalization].find((value): value is string => typeof value === 'string' && value.trim() !== '');
          const labelKey = typeof rest.labelKey === 'string' ? rest.labelKey : undefined;
          const picture = label === undefined ? undefined : await pictureFor(label.trim().slice(0, MAX_SEARCHED_LABEL), language, labelKey);
          return picture ? { ...rest, image: picture, imageSuggested: true } : rest;
        }),
      );
      return { ...board, tiles };
    }),
  );
}
