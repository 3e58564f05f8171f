/** Where the web app serves pictures: OpenMoji files by hexcode, and our own drawings by name. */
export const OPENMOJI_URL_PREFIX = '/symbols/openmoji/';
export const TESSERA_URL_PREFIX = '/symbols/tessera/';

/**
 * A picture as board files write it: an OpenMoji hexcode ('1F34E'), '@' and the name of one of our
 * own drawings in symbols/ ('@more'), or '' for a text-only tile.
 */
export type PictureRef = string;

export function picturePath(picture: PictureRef): string | undefined {
  if (picture === '') return undefined;
  if (picture.startsWith('@')) return `${TESSERA_URL_PREFIX}${picture.slice(1)}.svg`;
  return `${OPENMOJI_URL_PREFIX}${picture}.svg`;
}
