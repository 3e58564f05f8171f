import { expect, it } from 'vitest';
import { symbolSourceOf } from './symbol-source.ts';

it.each([
  ['/symbols/openmoji/1F34E.svg', 'openmoji'],
  ['https://app.example.org/symbols/openmoji/1F34E.svg', 'openmoji'],
  ['/symbols/tessera/more.svg', 'tessera'],
  ['https://static.arasaac.org/pictograms/2349/2349_300.png', 'arasaac'],
  ['https://globalsymbols.com/uploads/production/image/imagefile/1/1.png', 'globalsymbols'],
  ['https://app.cboard.io/symbols/mulberry/apple.svg', 'mulberry'],
  ['https://cboard.blob.core.windows.net/cboard-images/x.png', 'cboard'],
  ['media:abc.png', 'own'],
  ['https://tessera.example.org/media/0123abcd.png', 'own'],
  ['data:image/png;base64,iVBOR', 'own'],
  ['https://example.org/picture.png', 'other'],
  ['', 'none'],
  [undefined, 'none'],
])('%s is %s', (picture, source) => {
  expect(symbolSourceOf(picture)).toBe(source);
});
