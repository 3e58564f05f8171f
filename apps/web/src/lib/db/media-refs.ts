/** Tiles point at pictures and sounds kept on this device with `media:<id>` instead of a URL. */
export const MEDIA_PREFIX = 'media:';

export const isMediaRef = (value: string | undefined | null): value is string => typeof value === 'string' && value.startsWith(MEDIA_PREFIX);

export const mediaRef = (id: string): string => `${MEDIA_PREFIX}${id}`;

export const mediaIdOf = (ref: string): string => ref.slice(MEDIA_PREFIX.length);

/** A board, or anything shaped like one, as far as the media it points at goes. */
export type WithMedia = { tiles?: readonly { image?: string; sound?: string }[]; caption?: string };

/** Every `media:` ref that boards (or anything shaped like one, e.g. the clipboard's tiles) point at. */
export function mediaRefsOf(boards: Iterable<WithMedia | null | undefined>): Set<string> {
  const refs = new Set<string>();
  for (const board of boards) {
    if (isMediaRef(board?.caption)) refs.add(board.caption);
    for (const tile of board?.tiles ?? []) {
      if (isMediaRef(tile.image)) refs.add(tile.image);
      if (isMediaRef(tile.sound)) refs.add(tile.sound);
    }
  }
  return refs;
}
