import { EDITOR_OUTPUT_MAX_SIZE, HIGH_QUALITY_MAX_SIZE, THUMBNAIL_MAX_SIZE, THUMBNAIL_QUALITY, fitWithin } from '@tessera/core';

export interface Size {
  width: number;
  height: number;
}

/** The tile's picture: at most 200 x 200 (spec 01 §5). */
export const thumbnailSize = ({ width, height }: Size): Size => fitWithin(width, height, THUMBNAIL_MAX_SIZE);

/** The high-quality copy: at most 800 x 800, PNG. */
export const highQualitySize = ({ width, height }: Size): Size => fitWithin(width, height, HIGH_QUALITY_MAX_SIZE);

/** The image editor's output: at most 200 x 200. */
export const editorOutputSize = ({ width, height }: Size): Size => fitWithin(width, height, EDITOR_OUTPUT_MAX_SIZE);

/** The spec states the thumbnail quality as 7 on a 0–10 scale; canvas encoders take 0–1. */
export const THUMBNAIL_ENCODER_QUALITY = THUMBNAIL_QUALITY / 10;

/** The box a picture occupies once turned by a multiple of 90 degrees. */
export const rotatedSize = ({ width, height }: Size, degrees: number): Size =>
  Math.abs(Math.round(degrees / 90)) % 2 === 1 ? { width: height, height: width } : { width, height };

/** Spec 01 §9: the editor's preview is 248 x 182 below 576 px of width, 492 x 369 otherwise. */
export const editorPreviewSize = (viewportWidth: number): Size => (viewportWidth < 576 ? { width: 248, height: 182 } : { width: 492, height: 369 });

/** The next rotation of the editor's rotate button: a quarter turn clockwise. */
export const nextRotation = (degrees: number): number => (degrees + 90) % 360;

/** Zoom moves in steps of 0.1 between 1 and 3, without binary rounding drift (0.1 + 0.2). */
export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const stepZoom = (zoom: number, steps: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((zoom + steps * ZOOM_STEP) * 10) / 10));
