import { describe, expect, it } from 'vitest';
import { fileProblem, isSvgFile, MAX_UPLOAD_BYTES } from './image-file-rules';
import {
  editorOutputSize,
  editorPreviewSize,
  highQualitySize,
  nextRotation,
  rotatedSize,
  stepZoom,
  THUMBNAIL_ENCODER_QUALITY,
  thumbnailSize,
} from './image-sizes';

describe('fileProblem', () => {
  it('takes pictures up to 20 MB', () => {
    expect(fileProblem({ type: 'image/png', name: 'a.png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', name: 'a.jpg', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
  });

  it('refuses files that are not pictures, even with a picture-like name', () => {
    expect(fileProblem({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toBe('notAnImage');
    expect(fileProblem({ type: 'text/html', name: 'photo.png', size: 10 })).toBe('notAnImage');
  });

  it('goes by the name when a browser gives no type', () => {
    expect(fileProblem({ type: '', name: 'IMG_0001.HEIC', size: 10 })).toBeNull();
    expect(fileProblem({ type: '', name: 'notes.txt', size: 10 })).toBe('notAnImage');
    expect(isSvgFile({ type: '', name: 'logo.svg' })).toBe(true);
  });
});

describe('picture sizes (spec 01 §5, §9)', () => {
  it('fits the thumbnail in 200 x 200 and the high-quality copy in 800 x 800, keeping the shape', () => {
    expect(thumbnailSize({ width: 4032, height: 3024 })).toEqual({ width: 200, height: 150 });
    expect(highQualitySize({ width: 4032, height: 3024 })).toEqual({ width: 800, height: 600 });
    expect(thumbnailSize({ width: 1000, height: 3000 })).toEqual({ width: 67, height: 200 });
    expect(highQualitySize({ width: 120, height: 90 })).toEqual({ width: 120, height: 90 });
    expect(editorOutputSize({ width: 731, height: 731 })).toEqual({ width: 200, height: 200 });
    expect(THUMBNAIL_ENCODER_QUALITY).toBe(0.7);
  });

  it('turns by quarter turns and swaps the sides of a turned picture', () => {
    expect([0, 90, 180, 270].map(nextRotation)).toEqual([90, 180, 270, 0]);
    expect(rotatedSize({ width: 400, height: 300 }, 90)).toEqual({ width: 300, height: 400 });
    expect(rotatedSize({ width: 400, height: 300 }, 180)).toEqual({ width: 400, height: 300 });
    expect(rotatedSize({ width: 400, height: 300 }, 270)).toEqual({ width: 300, height: 400 });
  });

  it('zooms in steps of 0.1 between 1 and 3', () => {
    expect(stepZoom(1, 1)).toBe(1.1);
    expect(stepZoom(1.2, 1)).toBe(1.3);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(2.95, 1)).toBe(3);
  });

  it('previews at 248 x 182 below 576 px of width, else 492 x 369', () => {
    expect(editorPreviewSize(390)).toEqual({ width: 248, height: 182 });
    expect(editorPreviewSize(575)).toEqual({ width: 248, height: 182 });
    expect(editorPreviewSize(576)).toEqual({ width: 492, height: 369 });
  });
});
