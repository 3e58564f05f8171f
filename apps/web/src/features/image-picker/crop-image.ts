import { EDITOR_FILL_COLOUR } from '@tessera/core';
import { decodeImage, encodeThumbnail, makeCanvas } from './canvas-images';
import { editorOutputSize, rotatedSize } from './image-sizes';

/** The crop in pixels of the rotated picture, as react-easy-crop reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The image editor's result: the picture turned by `rotation` degrees, cut to `area`, scaled to fit 200 x 200 on
 * white (spec 01 §5).
 */
export async function cropImage(blob: Blob, area: CropArea, rotation: number): Promise<Blob> {
  const image = await decodeImage(blob);
  try {
    const turned = rotatedSize(image, rotation);
    const [whole, context] = makeCanvas(turned);
    context.translate(turned.width / 2, turned.height / 2);
    context.rotate((rotation * Math.PI) / 180);
    context.drawImage(image.source, -image.width / 2, -image.height / 2, image.width, image.height);
    const size = editorOutputSize(area);
    const [output, out] = makeCanvas(size, EDITOR_FILL_COLOUR);
    out.drawImage(whole, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
    return await encodeThumbnail(output);
  } finally {
    image.release();
  }
}
