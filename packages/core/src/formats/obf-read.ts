import { isRecord, type LooseRecord } from '../boards/normalize-board-record.ts';
import { ImportRefused, type ImportLimits } from './import-limits.ts';
import { dataUrlBytes, mediaDataUrl, type ImportedMediaKind } from './media-check.ts';
import { LOST_PICTURE } from './suggested-pictures.ts';
import { safeEntryPath } from './zip-reader.ts';

/** What reading one OBF board needs from around it: limits, the package's files, and where its links lead. */
export interface ObfReadContext {
  limits: ImportLimits;
  /** Picture and sound sources kept as they are (the app's own symbol paths, web addresses). */
  keepSource: (src: string) => boolean;
  /** A file of the package by its path, or undefined (none, or a single .obf). */
  fileAt: (path: string) => Uint8Array | undefined;
  /** The manifest's paths of pictures and sounds by id (an OBZ may give them only there). */
  manifestPaths: { images: Record<string, unknown>; sounds: Record<string, unknown> };
  /** The key of the board a button's load_board opens, or undefined when it is not in reach. */
  linkOf: (loadBoard: LooseRecord) => string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idOf = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value !== '' ? value : undefined;
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** A board of the Open Board Format: an object with a list of buttons (the format field is often missing). */
export const isObfBoard = (value: unknown): value is LooseRecord =>
  isRecord(value) &&
  Array.isArray(value.buttons) &&
  (value.format === undefined || (typeof value.format === 'string' && value.format.startsWith('open-board-')));

/** `rgb( 255, 0,  0) ` as `rgb(255, 0, 0)`; anything that is not a plain CSS colour is left out. */
export function cleanColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value
    .trim()
    .replace(/\s*([(),])\s*/g, '$1')
    .replace(/,/g, ', ')
    .replace(/\s+/g, ' ');
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d.%, ]+\)|[a-z]{3,20})$/i.test(colour) ? colour : undefined;
}

/** `en_US` as `en-US`; nothing when it is not a language tag. */
const cleanLocale = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[a-z]{2,3}([_-][a-z0-9]{2,8})*$/i.test(value) ? value.replace(/_/g, '-') : undefined;

const plainText = (html: unknown): string | undefined =>
  typeof html === 'string'
    ? html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || undefined
    : undefined;

/** A web address with its spaces escaped (some tools write them raw). */
export const webAddress = (value: unknown): string | undefined => {
  const url = typeof value === 'string' ? value.trim().replace(/ /g, '%20') : '';
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;
};

/** The bytes at an image's `path`: as written, or under images/ (Cboard writes `images//symbols/…`). */
function packageFile(path: unknown, context: ObfReadContext): Uint8Array | undefined {
  const plain = typeof path === 'string' ? safeEntryPath(path) : null;
  if (!plain) return undefined;
  return context.fileAt(plain) ?? context.fileAt(`images/${plain}`) ?? context.fileAt(`sounds/${plain}`);
}

/**
 * A package file checked once as a picture or sound: boards that share a picture get one string, not a copy each
 * (1,000 boards sharing 50 pictures took 2.6 GB of memory to import before).
 */
const checkedFiles = new WeakMap<Uint8Array, Map<string, Promise<string | undefined>>>();
function checkedDataUrl(bytes: Uint8Array, kind: ImportedMediaKind, maxBytes: number): Promise<string | undefined> {
  let byKind = checkedFiles.get(bytes);
  if (!byKind) checkedFiles.set(bytes, (byKind = new Map()));
  const key = `${kind}:${maxBytes}`;
  let url = byKind.get(key);
  if (!url) byKind.set(key, (url = mediaDataUrl(bytes, kind, maxBytes)));
  return url;
}

/**
 * A picture's or sound's source for a tile: the app's own path it was exported from, else its bytes (data, then
 * path, then the manifest's path for its id), checked and sanitised, else a web address; else nothing.
 */
async function mediaSource(
  record: LooseRecord | undefined,
  id: string | undefined,
  kind: ImportedMediaKind,
  context: ObfReadContext,
): Promise<string | undefined> {
  const own = text(record?.ext_tessera_src);
  if (own && context.keepSource(own)) return own;
  const manifest = kind === 'image' ? context.manifestPaths.images : context.manifestPaths.sounds;
  const candidates = [
    () => (typeof record?.data === 'string' ? (dataUrlBytes(record.data) ?? undefined) : undefined),
    () => packageFile(record?.path, context),
    () => (id === undefined ? undefined : packageFile(manifest[id], context)),
  ];
  for (const bytesOf of candidates) {
    const bytes = bytesOf();
    if (bytes) return checkedDataUrl(bytes, kind, context.limits.maxMediaBytes);
  }
  const url = webAddress(record?.url);
  return url && context.keepSource(url) ? url : undefined;
}

function byId(list: unknown): Map<string, LooseRecord> {
  const map = new Map<string, LooseRecord>();
  if (Array.isArray(list)) for (const entry of list) if (isRecord(entry) && idOf(entry.id) !== undefined) map.set(idOf(entry.id) as string, entry);
  return map;
}

/** A file's grid: its sizes and cells, refused past the limit (24 x 24); the tile ids row by row. */
export function readImportedGrid(raw: unknown, board: string, limits: ImportLimits) {
  if (!isRecord(raw)) return undefined;
  const rows = typeof raw.rows === 'number' ? Math.trunc(raw.rows) : 0;
  const columns = typeof raw.columns === 'number' ? Math.trunc(raw.columns) : 0;
  const order = Array.isArray(raw.order) ? raw.order.map((row) => (Array.isArray(row) ? row.map((cell) => idOf(cell) ?? null) : [])) : [];
  if (rows > limits.maxGridSize || columns > limits.maxGridSize || order.length > limits.maxGridSize || order.some((row) => row.length > limits.maxGridSize)) {
    throw new ImportRefused({
      kind: 'grid-too-large',
      board,
      rows: Math.max(rows, order.length),
      columns: Math.max(columns, ...order.map((row) => row.length)),
    });
  }
  return rows > 0 && columns > 0 ? { rows, columns, order } : undefined;
}

/**
 * One OBF board as a loose board record (core's normalizeBoardRecord makes it a board): buttons become tiles with
 * their labels, vocalizations, colours, pictures, sounds and links; `ext_tessera_` and `ext_cboard_` keys bring back
 * what those apps keep beyond the format. A grid (up to the limit, past the editor's 12 x 12) is a fixed grid with
 * its rows, columns, cells and empty cells as the file has them, since a user finds a word by its place; only a
 * board of ours exported as not fixed is laid out by the grid's order.
 */
export async function readObfBoard(obf: LooseRecord, key: string, context: ObfReadContext): Promise<LooseRecord> {
  const name = text(obf.name) ?? '';
  const buttons = (obf.buttons as unknown[]).filter(isRecord);
  if (buttons.length > context.limits.maxButtons) throw new ImportRefused({ kind: 'too-many-buttons', board: name || key, count: buttons.length });
  const grid = readImportedGrid(obf.grid, name || key, context.limits);
  const images = byId(obf.images);
  const sounds = byId(obf.sounds);
  const mediaCache = new Map<string, Promise<string | undefined>>();
  const media = (id: unknown, list: Map<string, LooseRecord>, kind: ImportedMediaKind) => {
    const key = idOf(id);
    if (key === undefined) return Promise.resolve(undefined);
    const cacheKey = `${kind}:${key}`;
    if (!mediaCache.has(cacheKey)) mediaCache.set(cacheKey, mediaSource(list.get(key), key, kind, context));
    return mediaCache.get(cacheKey) as Promise<string | undefined>;
  };
  // A button that names a picture the package does not give (or gives as something else) has lost it.
  const pictureOf = async (button: LooseRecord) => {
    const image = await media(button.image_id, images, 'image');
    if (image !== undefined) return { image, imageSuggested: flag(button.ext_tessera_image_suggested) };
    return idOf(button.image_id) === undefined ? {} : { [LOST_PICTURE]: true };
  };

  const tiles = await Promise.all(
    buttons.map(async (button) => ({
      id: idOf(button.id),
      label: text(button.label)?.trim() || undefined,
      labelKey: text(button.ext_tessera_label_key) ?? text(button.ext_cboard_label_key),
      vocalization: text(button.vocalization),
      ...(await pictureOf(button)),
      sound: await media(button.sound_id, sounds, 'sound'),
      backgroundColor: cleanColour(button.background_color),
      borderColor: cleanColour(button.border_color),
      action: text(button.action),
      hidden: flag(button.hidden) ?? flag(button.ext_cboard_hidden),
      type: text(button.ext_tessera_type),
      keyPath: text(button.ext_tessera_key_path),
      loadBoard: isRecord(button.load_board) ? context.linkOf(button.load_board) : undefined,
    })),
  );

  const declaredFixed = flag(obf.ext_tessera_fixed);
  const isFixed = declaredFixed ?? grid !== undefined;
  let ordered = tiles;
  if (!isFixed && grid) {
    // Laid out by order: the grid's cells row by row, then the buttons it leaves out.
    const rank = new Map<string, number>();
    grid.order.flat().forEach((id, index) => id !== null && !rank.has(id) && rank.set(id, index));
    ordered = [...tiles].sort((a, b) => (rank.get(a.id ?? '') ?? Infinity) - (rank.get(b.id ?? '') ?? Infinity));
  }
  return {
    id: key,
    name,
    nameKey: text(obf.ext_tessera_name_key) ?? text(obf.ext_cboard_name_key),
    description: plainText(obf.description_html),
    locale: cleanLocale(obf.locale),
    hidden: flag(obf.ext_tessera_hidden) ?? flag(obf.ext_cboard_hidden),
    caption: (() => {
      const caption = text(obf.ext_tessera_caption);
      return caption && context.keepSource(caption) ? caption : undefined;
    })(),
    isFixed: isFixed || undefined,
    tiles: ordered,
    grid: isFixed ? grid : undefined,
  };
}
