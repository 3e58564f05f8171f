import { degrees, drawImage, PDFHexString, PDFName, PDFNumber, type PDFContext, type PDFDocument, type PDFPage, type PDFRawStream, type PDFRef } from 'pdf-lib';

/** An image in the PDF, drawn by its reference wherever it is used. */
export interface PdfPicture {
  ref: PDFRef;
  /** Pixels. */
  width: number;
  height: number;
}

/** A label as the browser drew it: how opaque each pixel is, row by row (the label has one colour). */
export interface LabelPixels {
  width: number;
  height: number;
  alpha: Uint8Array;
}

/** A picture as the browser drew it: red, green, blue and alpha of each pixel, as a canvas's getImageData gives them. */
export interface PicturePixels {
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

type StreamDict = Parameters<PDFContext['stream']>[1];

/**
 * Bytes compressed for FlateDecode by the browser's compressor (CompressionStream), which works natively and hands
 * the main thread back while it runs; null where there is none.
 */
async function deflate(contents: Uint8Array): Promise<Uint8Array | null> {
  if (typeof CompressionStream !== 'function') return null;
  const compressor = new CompressionStream('deflate');
  const writer = compressor.writable.getWriter();
  // Not awaited: the reading below drains the stream, which a write awaited first would wait on.
  void writer.write(contents as Uint8Array<ArrayBuffer>).catch(() => undefined);
  void writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(compressor.readable).arrayBuffer());
}

/** A compressed stream: pdf-lib's own compressor (pako: JavaScript, on the main thread, slower) where the browser has none. */
async function flateStream(context: PDFContext, contents: Uint8Array, dict: StreamDict): Promise<PDFRawStream> {
  const compressed = await deflate(contents);
  return compressed ? context.stream(compressed, { ...dict, Filter: 'FlateDecode' }) : context.flateStream(contents, dict);
}

/** A label's colour layer: all zeros, a bit a pixel, compressed once for each size. */
const blankLayers = new Map<string, Promise<Uint8Array | null>>();
const blankLayer = (width: number, height: number) => new Uint8Array(Math.ceil(width / 8) * height);
function compressedBlankLayer(width: number, height: number): Promise<Uint8Array | null> {
  const key = `${width}x${height}`;
  let compressed = blankLayers.get(key);
  if (!compressed) blankLayers.set(key, (compressed = deflate(blankLayer(width, height))));
  return compressed;
}

const softMask = async (context: PDFContext, width: number, height: number, alpha: Uint8Array): Promise<PDFRef> =>
  context.register(
    await flateStream(context, alpha, { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8, ColorSpace: 'DeviceGray' }),
  );

/**
 * A label: its one colour (an indexed colour space of one entry, so the colour layer is a bit a pixel, all zeros)
 * seen through its coverage as a soft mask. No PNG is made or read on the way, and the colour layer costs next to
 * nothing to compress.
 */
export async function embedLabel(document: PDFDocument, label: LabelPixels, [red, green, blue]: readonly [number, number, number]): Promise<PdfPicture> {
  const { context } = document;
  const { width, height } = label;
  const hex = [red, green, blue].map((part) => part.toString(16).padStart(2, '0')).join('');
  const colour = [PDFName.of('Indexed'), PDFName.of('DeviceRGB'), PDFNumber.of(0), PDFHexString.of(hex)];
  const [mask, compressed] = await Promise.all([softMask(context, width, height, label.alpha), compressedBlankLayer(width, height)]);
  const dict = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 1, ColorSpace: colour, SMask: mask };
  const base = compressed ? context.stream(compressed, { ...dict, Filter: 'FlateDecode' }) : context.flateStream(blankLayer(width, height), dict);
  return { ref: context.register(base), width, height };
}

/** A picture's colours, and its transparency as a soft mask when it has any. */
export async function embedPixels(document: PDFDocument, picture: PicturePixels): Promise<PdfPicture> {
  const { context } = document;
  const { width, height, rgba } = picture;
  const pixels = width * height;
  const colours = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let opaque = true;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    colours[pixel * 3] = rgba[pixel * 4] as number;
    colours[pixel * 3 + 1] = rgba[pixel * 4 + 1] as number;
    colours[pixel * 3 + 2] = rgba[pixel * 4 + 2] as number;
    const a = rgba[pixel * 4 + 3] as number;
    alpha[pixel] = a;
    if (a !== 255) opaque = false;
  }
  const mask = opaque ? undefined : await softMask(context, width, height, alpha);
  const image = await flateStream(context, colours, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: 8,
    ColorSpace: 'DeviceRGB',
    SMask: mask,
  });
  return { ref: context.register(image), width, height };
}

/** Draws an embedded image into a box given from the page's bottom left, stretched to it. */
export function drawPicture(page: PDFPage, picture: PdfPicture, box: { x: number; y: number; width: number; height: number }): void {
  const name = page.node.newXObject('Image', picture.ref);
  page.pushOperators(...drawImage(name, { ...box, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }));
}
