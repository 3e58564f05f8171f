import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawPicture, embedLabel, embedPixels } from './pdf-image-streams';

function rawStream(object: unknown): PDFRawStream {
  if (!(object instanceof PDFRawStream)) throw new Error('not a stream');
  return object;
}

/** An embedded image's dictionary and its data, read back from the saved file as a reader would. */
async function readBack(bytes: Uint8Array, ref: PDFRef) {
  const document = await PDFDocument.load(bytes);
  const stream = rawStream(document.context.lookup(ref));
  const number = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key), PDFNumber).asNumber();
  const maskRef = stream.dict.get(PDFName.of('SMask'));
  const mask = maskRef && rawStream(document.context.lookup(maskRef));
  return {
    width: number(stream.dict, 'Width'),
    height: number(stream.dict, 'Height'),
    bits: number(stream.dict, 'BitsPerComponent'),
    colourSpace: stream.dict.get(PDFName.of('ColorSpace'))?.toString(),
    data: decodePDFRawStream(stream).decode(),
    mask: mask && { width: number(mask.dict, 'Width'), bits: number(mask.dict, 'BitsPerComponent'), data: decodePDFRawStream(mask).decode() },
    document,
  };
}

async function saved(embed: (document: PDFDocument) => Promise<{ ref: PDFRef; width: number; height: number }>) {
  const document = await PDFDocument.create();
  const page = document.addPage([100, 100]);
  const image = await embed(document);
  drawPicture(page, image, { x: 10, y: 10, width: 50, height: 20 });
  return { bytes: await document.save(), image };
}

describe('embedded pixels', () => {
  it("keeps a label's coverage as a soft mask over its one colour", async () => {
    const alpha = Uint8Array.from({ length: 10 * 3 }, (_, i) => (i * 9) % 256);
    const { bytes, image } = await saved((document) => embedLabel(document, { width: 10, height: 3, alpha }, [255, 0, 128]));
    const read = await readBack(bytes, image.ref);
    expect([read.width, read.height, read.bits]).toEqual([10, 3, 1]);
    expect(read.colourSpace?.toUpperCase()).toBe('[ /INDEXED /DEVICERGB 0 <FF0080> ]');
    expect(read.data).toEqual(new Uint8Array(2 * 3)); // one bit a pixel, rows padded to a byte: all the one colour
    expect(read.mask).toEqual({ width: 10, bits: 8, data: alpha });
  });

  it("splits a picture's colours from its transparency, and leaves the mask out of an opaque one", async () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 9, 9, 9, 255]);
    const { bytes, image } = await saved((document) => embedPixels(document, { width: 2, height: 2, rgba }));
    const read = await readBack(bytes, image.ref);
    expect([read.width, read.height, read.bits, read.colourSpace]).toEqual([2, 2, 8, '/DeviceRGB']);
    expect([...read.data]).toEqual([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    expect([...(read.mask?.data ?? [])]).toEqual([255, 128, 0, 255]);

    const opaque = await saved((document) => embedPixels(document, { width: 1, height: 1, rgba: new Uint8ClampedArray([1, 2, 3, 255]) }));
    expect((await readBack(opaque.bytes, opaque.image.ref)).mask).toBeUndefined();
  });

  it('draws the image into its box on the page', async () => {
    const { bytes } = await saved((document) => embedPixels(document, { width: 1, height: 1, rgba: new Uint8ClampedArray([1, 2, 3, 255]) }));
    const page = (await PDFDocument.load(bytes)).getPages()[0]!;
    const names = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict).keys();
    expect(names).toHaveLength(1);
    const contents = page.node.Contents();
    const stream = rawStream(contents instanceof PDFArray ? contents.lookup(0) : contents);
    const operators = new TextDecoder().decode(decodePDFRawStream(stream).decode());
    expect(operators).toMatch(/^q\n1 0 0 1 10 10 cm\n(.*\n)*50 0 0 20 0 0 cm\n/);
    expect(operators).toContain(`${names![0]!.toString()} Do`);
  });
});
