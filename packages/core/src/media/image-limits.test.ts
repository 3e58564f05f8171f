import { describe, expect, it } from 'vitest';
import { EDITOR_OUTPUT_MAX_SIZE, HIGH_QUALITY_MAX_SIZE, THUMBNAIL_MAX_SIZE, fitWithin } from './image-limits.ts';

describe('image limits', () => {
  it('uses the spec sizes', () => {
    expect([THUMBNAIL_MAX_SIZE, HIGH_QUALITY_MAX_SIZE, EDITOR_OUTPUT_MAX_SIZE]).toEqual([200, 800, 200]);
  });

  it('fits an image in the box keeping its aspect ratio', () => {
    expect(fitWithin(1000, 500, 200)).toEqual({ width: 200, height: 100 });
    expect(fitWithin(300, 1200, 800)).toEqual({ width: 200, height: 800 });
    expect(fitWithin(120, 80, 200)).toEqual({ width: 120, height: 80 });
  });
});
