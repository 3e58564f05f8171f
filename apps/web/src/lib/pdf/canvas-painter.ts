import { PDF_FONT_MIN, textDirection, type ExportMedia } from '@tessera/core';
import { blobBytes } from '../db/blob-bytes';
import type { LabelPixels, PicturePixels } from './pdf-image-streams';

export interface LabelStyle {
  /** Points. */
  fontSize: number;
  fontStack: string;
  weight: number;
}

/** A picture drawn for the PDF: its pixels, or a photo as JPEG (which the PDF keeps as it is). */
export type PaintedPicture = ({ kind: 'pixels' } & PicturePixels) | { kind: 'jpeg'; bytes: Uint8Array };

/** What the PDF needs drawn: labels (any script, shaped) and tile pictures (any format the browser shows). */
export interface PdfPainter {
  /** The label's coverage, in the box's size times the label scale; its colour is laid on in the PDF. */
  label(text: string, box: { width: number; height: number }, style: LabelStyle): Promise<LabelPixels | null>;
  /** The picture at most `pixels` wide and high, its proportions kept. */
  picture(media: ExportMedia, pixels: number): Promise<PaintedPicture | null>;
  /** Any CSS colour (a name such as teal) as the browser reads it, in #rrggbb or rgb() form. */
  colour(css: string): string;
}

/** Pixels per point of a label: 216 dots an inch, sharp on paper. */
export const LABEL_SCALE = 3;

/** One canvas for every label and picture, its pixels read back on the CPU (a GPU canvas read back pixel by pixel stalls). */
let shared: [HTMLCanvasElement, CanvasRenderingContext2D] | null = null;
function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  if (!shared) {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    shared = [canvas, context];
  }
  const [canvas, context] = shared;
  // Setting the size clears the canvas and its drawing state.
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  return [canvas, context];
}

/**
 * Labels go into the PDF as pictures the browser drew: its text engine joins Arabic and lays it right to left,
 * shapes Devanagari, Bengali, Khmer, Sinhala and Thai, and falls back from font to font letter by letter — none of
 * which a PDF library's text drawing does (pdf-lib's places one glyph per character; pdfmake's has no bidi).
 * A label wider than its tile shrinks down to the smallest font, then is narrowed to fit. Only its coverage is kept.
 */
async function paintLabel(text: string, box: { width: number; height: number }, style: LabelStyle): Promise<LabelPixels | null> {
  const drawing = canvasOf(box.width * LABEL_SCALE, box.height * LABEL_SCALE);
  if (!drawing) return null;
  const [canvas, context] = drawing;
  const font = (size: number) => `${style.weight} ${size * LABEL_SCALE}px ${style.fontStack}`;
  context.font = font(style.fontSize);
  const width = context.measureText(text).width;
  if (width > canvas.width) context.font = font(Math.max(PDF_FONT_MIN, (style.fontSize * canvas.width) / width));
  context.direction = textDirection(text);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#000';
  context.fillText(text, canvas.width / 2, canvas.height / 2, canvas.width);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const alpha = new Uint8Array(canvas.width * canvas.height);
  for (let pixel = 0; pixel < alpha.length; pixel += 1) alpha[pixel] = data[pixel * 4 + 3] as number;
  return { width: canvas.width, height: canvas.height, alpha };
}

/** The picture decoded: raster formats by createImageBitmap (off the main thread), SVG (or what that cannot read) by an image element. */
async function decodePicture(blob: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (blob.type !== 'image/svg+xml' && typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob).catch(() => null);
    if (bitmap) return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
}

/**
 * Any picture the browser can show (SVG, PNG, WebP, GIF…) as its pixels, or a photo as JPEG, no larger than the
 * PDF shows it: a picture thousands of pixels wide goes in at most `pixels` wide.
 */
async function paintPicture(media: ExportMedia, pixels: number): Promise<PaintedPicture | null> {
  const decoded = await decodePicture(new Blob([media.bytes as Uint8Array<ArrayBuffer>], { type: media.type }));
  try {
    const natural = { width: decoded.width || pixels, height: decoded.height || pixels };
    // A drawing is drawn at the size it is shown; a photo smaller than that keeps its own pixels (more add nothing).
    const fit = pixels / Math.max(natural.width, natural.height);
    const scale = media.type === 'image/svg+xml' ? fit : Math.min(1, fit);
    const drawing = canvasOf(natural.width * scale, natural.height * scale);
    if (!drawing) return null;
    const [canvas, context] = drawing;
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, canvas.width, canvas.height);
    if (media.type === 'image/jpeg') {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      return blob ? { kind: 'jpeg', bytes: new Uint8Array(await blobBytes(blob)) } : null;
    }
    return { kind: 'pixels', width: canvas.width, height: canvas.height, rgba: context.getImageData(0, 0, canvas.width, canvas.height).data };
  } finally {
    decoded.close();
  }
}

function normaliseColour(css: string): string {
  const context = canvasOf(1, 1)?.[1];
  if (!context) return css;
  context.fillStyle = css;
  return String(context.fillStyle);
}

export const canvasPainter: PdfPainter = { label: paintLabel, picture: paintPicture, colour: normaliseColour };
