/** Uploads above 20 MB are refused before anything reads them (issue 4). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type FileProblem = 'notAnImage' | 'tooLarge';

// Some mobile browsers hand over camera files with no type; the name still tells.
const IMAGE_NAME = /\.(png|jpe?g|gif|webp|avif|bmp|svg|heic|heif)$/i;

export const isSvgFile = (file: { type: string; name: string }): boolean => file.type === 'image/svg+xml' || (!file.type && /\.svg$/i.test(file.name));

/** Why a chosen file cannot become a tile picture, or null when it may be read. */
export function fileProblem(file: { type: string; name: string; size: number }): FileProblem | null {
  const looksLikeImage = file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
  if (!looksLikeImage) return 'notAnImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}
