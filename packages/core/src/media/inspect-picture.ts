import { imageSize } from 'image-size';
import { gifFrames, pngFraming, riffFraming } from './declared-lengths.ts';
import { pictureFits } from './media-limits.ts';
import type { MediaType } from './media-types.ts';

export type PictureInspection =
  | { ok: true; width: number; height: number }
  | { ok: false; problem: 'damaged'; reason: string }
  | { ok: false; problem: 'too-many-pixels'; width: number; height: number };

const framing = (bytes: Uint8Array, extension: string): string | null => {
  if (extension === 'png') return pngFraming(bytes);
  if (extension === 'webp') return riffFraming(bytes);
  return null;
};

/**
 * A raster picture's size as a decoder will allocate it, read from the whole file (image-size for the header of
 * each format, our walk of the framing for PNG, WebP and GIF): refused past the limits, or when it is not the
 * picture its first bytes say.
 */
export function inspectPicture(bytes: Uint8Array, type: MediaType): PictureInspection {
  const problem = framing(bytes, type.extension);
  if (problem) return { ok: false, problem: 'damaged', reason: problem };
  let sizes: { width: number; height: number }[];
  try {
    const read = imageSize(bytes);
    sizes = [read, ...(read.images ?? [])].map(({ width, height }) => ({ width, height }));
  } catch (error) {
    return { ok: false, problem: 'damaged', reason: error instanceof Error ? error.message : String(error) };
  }
  if (type.extension === 'gif') {
    const walked = gifFrames(bytes);
    if ('problem' in walked) return { ok: false, problem: 'damaged', reason: walked.problem };
    const screen = sizes[0]!;
    sizes.push(...walked.frames.map(({ right, bottom }) => ({ width: Math.max(screen.width, right), height: Math.max(screen.height, bottom) })));
  }
  const over = sizes.find(({ width, height }) => !pictureFits(width, height));
  if (over && (over.width < 1 || over.height < 1)) return { ok: false, problem: 'damaged', reason: 'it says it has no pixels' };
  if (over) return { ok: false, problem: 'too-many-pixels', width: over.width, height: over.height };
  const { width, height } = sizes[0]!;
  return { ok: true, width, height };
}
