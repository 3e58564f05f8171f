import type { Board, PremiumRefusal, Tile } from '@tessera/core';
import { isApiError } from '../lib/api/api-error';
import { premiumRefusalOf } from '../lib/api/premium-refusal';
import { isMediaRef, mediaIdOf, type TesseraDb } from '../lib/db';
import { eachLimited } from '../lib/each-limited';

/**
 * Sends one stored file to the server and answers the URL it is kept at (lib/api's uploadMedia, with the token);
 * `name` is the file name it was stored with, if any.
 */
export type UploadMediaFn = (bytes: ArrayBuffer, type: string, name?: string) => Promise<string>;

export interface BoardMediaDeps {
  db: TesseraDb;
  upload: UploadMediaFn;
  /** How many files of one board go up at once. */
  concurrency?: number;
  /**
   * The board goes without a file the server takes only with premium (a recorded sound, 402), which stays on this
   * device: told once a board, with the server's reason, and `fresh` when the server refused it just now (not an
   * earlier refusal of this session remembered).
   */
  onPremiumRefused?: ((refusal: PremiumRefusal, fresh: boolean) => void) | undefined;
}

/** The `meta` key under which a stored file's server URL is remembered, so it is sent once per account. */
export const remoteMediaKey = (id: string): string => `remote-media:${id}`;

const DEFAULT_CONCURRENCY = 3;

/**
 * The server will never take these bytes (too large, or not a picture or sound it accepts): the board goes without
 * this file rather than never going at all. Not remembered, so a later send tries again (a proxy's too-small
 * upload limit also answers 413, and may be raised).
 */
const isRefusedFile = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && (error.status === 413 || error.status === 415);

/** Where a stored file is on the server (null: nowhere), and why not when the server wants premium for it (`fresh`: said just now). */
type RemoteUrl = { url: string | null; refusal?: PremiumRefusal; fresh?: boolean };

// Two boards sent at about the same time may share a picture: the second waits for the first's upload.
const inFlight = new WeakMap<TesseraDb, Map<string, Promise<RemoteUrl>>>();

/**
 * Files the server refused for want of premium (402) in this session: not asked again until the app starts anew
 * (after a subscription, say), so that every later save of the board neither waits for the refusal nor repeats it.
 */
const refusedForPremium = new WeakMap<TesseraDb, Map<string, PremiumRefusal>>();

/** The server URL of one stored file: remembered, or uploaded now; null when it is not on the device or was refused. */
function remoteUrlOf(id: string, { db, upload }: BoardMediaDeps): Promise<RemoteUrl> {
  let pending = inFlight.get(db);
  if (!pending) inFlight.set(db, (pending = new Map()));
  const running = pending.get(id);
  if (running) return running;

  const task = (async () => {
    const known = await db.meta.get(remoteMediaKey(id));
    if (known?.value) return { url: known.value };
    let refused = refusedForPremium.get(db);
    const remembered = refused?.get(id);
    if (remembered) return { url: null, refusal: remembered, fresh: false };
    const record = await db.media.get(id);
    if (!record) return { url: null };
    let url: string;
    try {
      url = await upload(record.bytes, record.type, record.name);
    } catch (error) {
      if (isRefusedFile(error)) return { url: null };
      const refusal = premiumRefusalOf(error);
      if (!refusal) throw error;
      if (!refused) refusedForPremium.set(db, (refused = new Map()));
      refused.set(id, refusal);
      return { url: null, refusal, fresh: true };
    }
    await db.meta.put({ key: remoteMediaKey(id), value: url });
    return { url };
  })();
  const forget = () => pending.delete(id);
  pending.set(id, task);
  task.then(forget, forget);
  return task;
}

const mediaIdsOf = (board: Board): string[] => {
  const refs = [board.caption, ...board.tiles.flatMap((tile) => [tile.image, tile.sound])].filter(isMediaRef);
  return [...new Set(refs.map(mediaIdOf))];
};

/**
 * The board as the server should get it: every `media:<id>` in a tile's `image` or `sound` and in the board's
 * `caption` becomes the URL of the file on the server, so other devices can show it. Files are uploaded the
 * first time only; one no longer on this device, or refused by the server (413, 415; 402 for a recorded sound
 * without premium, told to `onPremiumRefused`), keeps its `media:` ref. The
 * board passed in is not changed. Rejects with the upload's error (lib/api's ApiError: `network`, a 403, a 5xx...)
 * when a file could not be sent this time, for the outbox to retry or the app to log out.
 */
export async function boardForServer(board: Board, deps: BoardMediaDeps): Promise<Board> {
  const ids = mediaIdsOf(board);
  const urls = new Map<string, string>();
  let refusal: PremiumRefusal | undefined;
  let fresh = false;
  await eachLimited(ids, deps.concurrency ?? DEFAULT_CONCURRENCY, async (id) => {
    const remote = await remoteUrlOf(id, deps);
    if (remote.url) urls.set(id, remote.url);
    refusal ??= remote.refusal;
    fresh ||= remote.fresh === true;
  });
  if (refusal) deps.onPremiumRefused?.(refusal, fresh);

  // Only the fields that held a ref are written, so the copy has no keys the board did not have.
  const swapped = <T extends object, K extends keyof T & string>(record: T, keys: readonly K[]): T => {
    let copy: T = record;
    for (const key of keys) {
      const value = record[key];
      const url = typeof value === 'string' && isMediaRef(value) ? urls.get(mediaIdOf(value)) : undefined;
      if (url) copy = { ...copy, [key]: url };
    }
    return copy;
  };
  const tiles = board.tiles.map((tile): Tile => swapped(tile, ['image', 'sound']));
  return { ...swapped(board, ['caption']), tiles };
}
