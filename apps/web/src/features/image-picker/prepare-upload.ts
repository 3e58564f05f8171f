import { decodeImage, drawScaled, encodeHighQuality, encodeThumbnail } from './canvas-images';
import { fileProblem, isSvgFile, type FileProblem } from './image-file-rules';
import { highQualitySize, thumbnailSize } from './image-sizes';
import { sanitiseUpload } from './sanitise-upload';

export type PreparedUpload = { ok: true; thumbnail: Blob; highQuality: Blob; fileName: string } | { ok: false; problem: FileProblem | 'unreadable' };

// Blob.text() is missing from Safari before 14 (and from jsdom); FileReader reads everywhere.
const readText = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(blob);
      });

/** An SVG upload, cleaned of anything that could run, as a Blob the browser can decode. */
async function cleanSvg(file: File): Promise<Blob | null> {
  const clean = await sanitiseUpload(await readText(file));
  return clean ? new Blob([clean], { type: 'image/svg+xml' }) : null;
}

/**
 * Turns a chosen file into the two copies spec 01 §5 keeps: a thumbnail of at most 200 x 200 (quality 0.7) and a
 * PNG of at most 800 x 800. SVGs are sanitised, then drawn like any picture, so what is stored holds no SVG at all.
 */
export async function prepareUpload(file: File): Promise<PreparedUpload> {
  const problem = fileProblem(file);
  if (problem) return { ok: false, problem };
  const source = isSvgFile(file) ? await cleanSvg(file) : file;
  if (!source) return { ok: false, problem: 'unreadable' };
  let image;
  try {
    image = await decodeImage(source);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    const thumbnail = await encodeThumbnail(drawScaled(image, thumbnailSize(image)));
    const highQuality = await encodeHighQuality(drawScaled(image, highQualitySize(image)));
    return { ok: true, thumbnail, highQuality, fileName: file.name };
  } catch {
    return { ok: false, problem: 'unreadable' };
  } finally {
    image.release();
  }
}
