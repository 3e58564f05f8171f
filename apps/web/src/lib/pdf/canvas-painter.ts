import { PDF_FONT_MIN, textDirection, type ExportMedia } from '@tessera/core';
import { blobBytes } from '../db/blob-bytes';

export interface PaintedImage {
  bytes: Uint8Array;
  type: 'png' | 'jpeg';
}

export interface LabelStyle {
  /** Points. */
  fontSize: number;
  color: string;
  /** A CSS font stack. */
  fontStack: string;
  weight: number;
}

/** What the PDF needs drawn as pictures: labels (any script, shaped) and tile pictures (any format, as PNG or JPEG). */
export interface PdfPainter {
  label(text: string, box: { width: number; height: number }, style: LabelStyle): Promise<PaintedImage | null>;
  picture(media: ExportMedia, side: number): Promise<PaintedImage | null>;
  /** Any CSS colour (a name such as teal) as the browser reads it, in #rrggbb or rgb() form. */
  colour(css: string): string;
}

/**
 * Pixels per point: 216 dots an inch for labels, 144 for pictures (a 150-point picture is 300 pixels, as in OBF) —
 * sharp enough on paper, and quick: every pixel is encoded by the browser and again by the PDF library.
 */
const LABEL_SCALE = 3;
const PICTURE_SCALE = 2;

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  const context = canvas.getContext('2d');
  return context ? [canvas, context] : null;
}

async function canvasImage(canvas: HTMLCanvasElement, type: PaintedImage['type']): Promise<PaintedImage | null> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, `image/${type}`, 0.9));
  return blob ? { bytes: new Uint8Array(await blobBytes(blob)), type } : null;
}

/**
 * Labels go into the PDF as pictures the browser drew: its text engine joins Arabic and lays it right to left,
 * shapes Devanagari, Bengali, Khmer, Sinhala and Thai, and falls back from font to font letter by letter — none of
 * which a PDF library's text drawing does (pdf-lib's places one glyph per character; pdfmake's has no bidi).
 * A label wider than its tile shrinks down to the smallest font, then is narrowed to fit.
 */
async function paintLabel(text: string, box: { width: number; height: number }, style: LabelStyle): Promise<PaintedImage | null> {
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
  context.fillStyle = style.color;
  context.fillText(text, canvas.width / 2, canvas.height / 2, canvas.width);
  return canvasImage(canvas, 'png');
}

/** Any picture the browser can show (SVG, WebP, GIF…) as PNG, or JPEG for a photo, sized for its square on the page. */
async function paintPicture(media: ExportMedia, side: number): Promise<PaintedImage | null> {
  const url = URL.createObjectURL(new Blob([media.bytes as Uint8Array<ArrayBuffer>], { type: media.type }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = Math.ceil(side * PICTURE_SCALE);
    const natural = { width: image.naturalWidth || size, height: image.naturalHeight || size };
    const scale = size / Math.max(natural.width, natural.height);
    const drawing = canvasOf(natural.width * scale, natural.height * scale);
    if (!drawing) return null;
    const [canvas, context] = drawing;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await canvasImage(canvas, media.type === 'image/jpeg' ? 'jpeg' : 'png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

function normaliseColour(css: string): string {
  const context = canvasOf(1, 1)?.[1];
  if (!context) return css;
  context.fillStyle = css;
  return String(context.fillStyle);
}

export const canvasPainter: PdfPainter = { label: paintLabel, picture: paintPicture, colour: normaliseColour };
