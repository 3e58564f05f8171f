import type { PDFDocument } from 'pdf-lib';
import type { FetchMedia } from '../db/fetch-media';
import type { PdfPainter } from './canvas-painter';
import { embedPixels, type PdfPicture } from './pdf-image-streams';

/** Pixels per point of a picture: 144 dots an inch, so the largest (150 points) is 300 pixels wide, as in OBF. */
export const PICTURE_SCALE = 2;
/** A picture's file past this is left out: the app keeps pictures to 2 MB, but a link may lead to anything. */
export const PDF_PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** A picture not fetched and drawn in this time is left out: one dead link must not hold the whole PDF up. */
export const PDF_PICTURE_TIMEOUT_MS = 20_000;

class PictureTimeout extends Error {}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new PictureTimeout(`not drawn within ${ms / 1000} s`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The tiles' pictures in the PDF: each source fetched, drawn and embedded once, at the largest size any page
 * shows it (`side`, points). One that cannot be fetched or drawn, is too large or too slow, is logged and its
 * tiles go without it (spec 02 §5: a failed picture is logged only).
 */
export function pdfPictures(document: PDFDocument, painter: PdfPainter, fetch: FetchMedia, timeoutMs = PDF_PICTURE_TIMEOUT_MS) {
  const pictures = new Map<string, Promise<PdfPicture | null>>();
  const draw = async (src: string, side: number, expired: () => boolean): Promise<PdfPicture | null> => {
    const media = await fetch(src);
    if (!media) throw new Error('no file');
    if (media.bytes.byteLength > PDF_PICTURE_MAX_BYTES)
      throw new Error(`${media.bytes.byteLength} bytes, more than the ${PDF_PICTURE_MAX_BYTES} a picture may have`);
    const painted = await painter.picture(media, Math.ceil(side * PICTURE_SCALE));
    if (!painted) throw new Error('the browser could not draw it');
    // Too late: the PDF has gone on without it, and an image embedded now would only add bytes.
    if (expired()) return null;
    return painted.kind === 'jpeg' ? await document.embedJpg(painted.bytes) : await embedPixels(document, painted);
  };
  return (src: string, side: number): Promise<PdfPicture | null> => {
    let picture = pictures.get(src);
    if (!picture) {
      let expired = false;
      picture = withinTime(
        draw(src, side, () => expired),
        timeoutMs,
      ).catch((error: unknown) => {
        expired = true;
        console.warn(`PDF: ${src.slice(0, 200)} could not be drawn; the tile goes without it.`, error);
        return null;
      });
      pictures.set(src, picture);
    }
    return picture;
  };
}
