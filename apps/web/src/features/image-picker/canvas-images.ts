import { HIGH_QUALITY_MIME_TYPE } from '@tessera/core';
import { THUMBNAIL_ENCODER_QUALITY, type Size } from './image-sizes';

/** A decoded picture a canvas can draw, with its natural size. */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/**
 * Decodes a picture file. createImageBitmap where it can (off the main thread, and honouring a photo's EXIF
 * orientation); an <img> for SVG, which createImageBitmap does not take from a Blob.
 */
export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function' && blob.type !== 'image/svg+xml') {
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(blob);
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  try {
    await img.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  // An SVG without width and height decodes at 0 x 0 or 150 x 150; draw it large enough for the copies.
  const width = img.naturalWidth || 800;
  const height = img.naturalHeight || 800;
  return { source: img, width, height, release: () => URL.revokeObjectURL(url) };
}

export function makeCanvas({ width, height }: Size, fill?: string): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  if (fill) {
    context.fillStyle = fill;
    context.fillRect(0, 0, width, height);
  }
  return [canvas, context];
}

export const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

/** A thumbnail's bytes: WebP at quality 0.7 (keeps transparency), or JPEG on white where WebP cannot be written. */
export async function encodeThumbnail(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await canvasBlob(canvas, 'image/webp', THUMBNAIL_ENCODER_QUALITY);
  if (webp?.type === 'image/webp') return webp;
  const [flat, context] = makeCanvas({ width: canvas.width, height: canvas.height }, '#ffffff');
  context.drawImage(canvas, 0, 0);
  const jpeg = await canvasBlob(flat, 'image/jpeg', THUMBNAIL_ENCODER_QUALITY);
  if (!jpeg) throw new Error('Could not encode the picture');
  return jpeg;
}

export async function encodeHighQuality(canvas: HTMLCanvasElement): Promise<Blob> {
  const png = await canvasBlob(canvas, HIGH_QUALITY_MIME_TYPE);
  if (!png) throw new Error('Could not encode the picture');
  return png;
}

export function drawScaled(image: DecodedImage, size: Size, fill?: string): HTMLCanvasElement {
  const [canvas, context] = makeCanvas(size, fill);
  context.drawImage(image.source, 0, 0, size.width, size.height);
  return canvas;
}
