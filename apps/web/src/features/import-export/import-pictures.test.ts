import { describe, expect, it } from 'vitest';
import { buildSymbolIndex } from '../../lib/symbols/build-symbol-index';
import { bestSymbolFor } from '../../lib/symbols/best-symbol';
import { offlinePictures, type LoadSymbols } from './import-pictures';

const catalogue = { version: 1, ids: ['1F415', '1F4FA'], variantOf: {}, penalised: [], extras: [] };
const index = buildSymbolIndex(catalogue, [{ version: 1, lang: 'en', keywords: { '1F415': ['dog'], '1F4FA': ['television', 'tv'] } }]);

describe('offlinePictures', () => {
  it('gives one of our words its built-in picture, other labels the best offline symbol; each language loaded once', async () => {
    const loads: string[] = [];
    const load: LoadSymbols = async (locale) => {
      loads.push(locale);
      return { index, best: bestSymbolFor };
    };
    const suggest = offlinePictures(load);
    expect(await suggest('yes', 'en-US', 'tessera.board.quick-chat.yes')).toMatch(/^\/symbols\//);
    expect(await suggest('to watch TV', 'en-US', undefined)).toBe('/symbols/openmoji/1F4FA.svg');
    expect(await suggest('dog', 'en-US', undefined)).toBe('/symbols/openmoji/1F415.svg');
    expect(await suggest('unicorn', 'en-US', undefined)).toBeUndefined();
    expect(loads).toEqual(['en-US']);
  });

  it('answers nothing when the symbols cannot be had (offline before they were ever fetched)', async () => {
    const suggest = offlinePictures(() => Promise.reject(new Error('offline')));
    expect(await suggest('dog', 'en-US', undefined)).toBeUndefined();
  });
});
