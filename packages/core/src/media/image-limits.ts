/** Uploaded tile images (spec 01 §5): a small thumbnail and a high-quality copy. */
export const THUMBNAIL_MAX_SIZE = 200;
/** The spec's thumbnail quality setting, as stated there. */
export const THUMBNAIL_QUALITY = 7;
export const HIGH_QUALITY_MAX_SIZE = 800;
export const HIGH_QUALITY_MIME_TYPE = 'image/png';
/** The image editor's output: at most 200 x 200 on a white fill. */
export const EDITOR_OUTPUT_MAX_SIZE = 200;
export const EDITOR_FILL_COLOUR = '#ffffff';

/** Scales width and height down to fit a max x max box, keeping the aspect ratio; never scales up. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (width <= max && height <= max) return { width, height };
  const scale = Math.min(max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
