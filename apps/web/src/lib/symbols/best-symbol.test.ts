import { beforeAll, describe, expect, it } from 'vitest';
import { bestSymbolFor } from './best-symbol';
import { buildSymbolIndex, type SymbolIndex } from './build-symbol-index';
import { realCatalogue } from './real-catalogue.test-utils';

let english: SymbolIndex;
let spanish: SymbolIndex;
beforeAll(() => {
  const { catalogue, en, es } = realCatalogue();
  english = buildSymbolIndex(catalogue, [en], [{ id: 'u1', src: 'media:mine', label: 'think' }]);
  spanish = buildSymbolIndex(catalogue, [es, en]);
}, 30_000);

describe('bestSymbolFor over the real catalogue', () => {
  it.each([
    ['to watch TV', '@watch-tv'],
    ['computer keyboard', '2328'],
    ['dog', '1F415'],
    ['happy', undefined],
  ])('%s', (label, id) => {
    const match = bestSymbolFor(english, label);
    if (id === undefined) expect(match).toBeDefined();
    else expect(match?.id).toBe(id);
  });

  it("never answers one of the user's uploads, and finds the label in the board's language", () => {
    expect(bestSymbolFor(english, 'think')?.isUpload).toBe(false);
    expect(bestSymbolFor(spanish, 'perro')?.id).toBe('1F415');
  });

  it('answers nothing rather than a word found inside another', () => {
    expect(bestSymbolFor(english, 'xq')).toBeUndefined();
    expect(bestSymbolFor(english, 'zzzcat')).toBeUndefined();
  });
});
