import { describe, expect, it } from 'vitest';
import { parseDataUrl } from './data-url.ts';

describe('parseDataUrl', () => {
  it('reads the MIME type and payload', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ ok: true, mimeType: 'image/png', isBase64: true, data: 'iVBORw0KGgo=' });
    expect(parseDataUrl('data:image/svg+xml,%3Csvg%3E')).toMatchObject({ ok: true, mimeType: 'image/svg+xml', isBase64: false });
  });

  it('needs two comma-separated parts', () => {
    expect(parseDataUrl('data:image/png;base64')).toEqual({ ok: false, error: 'invalid Data URL format' });
    expect(parseDataUrl('data:text/plain,a,b')).toEqual({ ok: false, error: 'invalid Data URL format' });
    expect(parseDataUrl('image/png,abc')).toEqual({ ok: false, error: 'invalid Data URL format' });
  });

  it('needs a readable MIME type', () => {
    expect(parseDataUrl('data:;base64,AAAA')).toEqual({ ok: false, error: 'could not extract MIME type' });
  });
});
