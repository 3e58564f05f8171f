/**
 * How large a picture and how long a sound may be, whatever its file size: a small file can declare a picture that
 * takes gigabytes to decode (a 1.5 MB PNG of 20,000 x 20,000 pixels is 1.6 GB on every device that shows the tile).
 * A tile is at most a few hundred pixels on a screen, and the editor keeps pictures at 800 x 800 at most, so a
 * photo straight off a camera (4,000 x 3,000) still passes, and a sound of a tile is a word or a sentence.
 */
export const MAX_PICTURE_SIDE = 4096;
export const MAX_PICTURE_PIXELS = 16_000_000;
export const MAX_SOUND_SECONDS = 600;

const grouped = (value: number): string => value.toLocaleString('en-US');

export const PICTURE_LIMIT_DESCRIPTION = `at most ${grouped(MAX_PICTURE_SIDE)} pixels a side and ${MAX_PICTURE_PIXELS / 1_000_000} megapixels`;
export const SOUND_LIMIT_DESCRIPTION = `at most ${MAX_SOUND_SECONDS / 60} minutes`;

export const pictureFits = (width: number, height: number): boolean =>
  width >= 1 && height >= 1 && width <= MAX_PICTURE_SIDE && height <= MAX_PICTURE_SIDE && width * height <= MAX_PICTURE_PIXELS;
