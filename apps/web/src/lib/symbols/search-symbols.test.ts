import { beforeAll, describe, expect, it } from 'vitest';
import { buildSymbolIndex, type SymbolIndex } from './build-symbol-index';
import { searchSymbols } from './search-symbols';
import { realCatalogue } from './real-catalogue.test-utils';

let english: SymbolIndex;
let spanish: SymbolIndex;
const ids = (index: SymbolIndex, query: string, limit = 16) => searchSymbols(index, query, { limit }).map((m) => m.id);

beforeAll(() => {
  const { catalogue, en, es } = realCatalogue();
  english = buildSymbolIndex(catalogue, [en]);
  spanish = buildSymbolIndex(catalogue, [es, en]);
}, 30_000);

describe('searchSymbols over the real catalogue', () => {
  it('puts the symbol named by the word first', () => {
    expect(ids(english, 'dog')[0]).toBe('1F415');
    expect(ids(english, 'cat')[0]).toBe('1F408');
    expect(ids(english, 'banana')[0]).toBe('1F34C');
  });

  it('answers with at most 16 suggestions by default', () => {
    expect(searchSymbols(english, 'face')).toHaveLength(16);
    expect(searchSymbols(english, 'face', { limit: 5 })).toHaveLength(5);
  });

  it('ranks a whole keyword, then a whole word, then a prefix, then a substring', () => {
    const catalogue = { version: 1, ids: ['A', 'B', 'C', 'D', 'E'], variantOf: {}, penalised: [], extras: [] };
    const keywords = { A: ['sidecar'], B: ['carrot'], C: ['racing car'], D: ['car'], E: ['cargo ship'] };
    const small = buildSymbolIndex(catalogue, [{ version: 1, lang: 'en', keywords }]);
    expect(ids(small, 'car')).toEqual(['D', 'C', 'B', 'E', 'A']);
  });

  it('keeps skin-tone variants after their base symbol and everything else', () => {
    const results = ids(english, 'waving hand', 10);
    expect(results[0]).toBe('1F44B');
    const firstVariant = results.findIndex((id) => id.startsWith('1F44B-'));
    expect(results.slice(firstVariant).every((id) => id.startsWith('1F44B-'))).toBe(true);
  });

  it('ranks region flags after other flags, and still finds a country by its name', () => {
    expect(ids(english, 'flag', 5)).not.toContain('1F1EA-1F1F8');
    expect(ids(english, 'spain', 1)).toEqual(['1F1EA-1F1F8']);
  });

  it('matches the interface language first, then English', () => {
    const [perro] = searchSymbols(spanish, 'perro');
    expect(perro).toMatchObject({ id: '1F415', label: 'perro', lang: 'es' });
    // "pan" is bread in Spanish and a frying pan in English: the Spanish meaning wins.
    expect(ids(spanish, 'pan', 3)).toContain('1F35E');
    expect(ids(english, 'pan', 3)).not.toContain('1F35E');
    // An English word still finds its picture in a Spanish interface.
    expect(searchSymbols(spanish, 'dog')[0]).toMatchObject({ id: '1F415', lang: 'en' });
  });

  it('ignores accents and case', () => {
    expect(ids(spanish, 'CAFE', 3)).toContain('2615');
    expect(ids(spanish, 'platano', 1)).toEqual(['1F34C']);
  });

  it('finds our own drawings in both languages', () => {
    expect(ids(english, 'want', 1)).toEqual(['@want']);
    expect(ids(spanish, 'querer', 1)).toEqual(['@want']);
  });

  it('matches every word of a multi-word query', () => {
    expect(ids(english, 'apple green', 3)).toContain('1F34F');
  });

  it("offers the user's own pictures first, and only them when the catalogue is unticked", () => {
    const { catalogue, en } = realCatalogue();
    const withUploads = buildSymbolIndex(catalogue, [en], [{ id: 'media:abc', src: 'media:abc', label: 'Grandma Rosa' }]);
    expect(searchSymbols(withUploads, 'grandma')[0]).toMatchObject({ id: 'media:abc', label: 'Grandma Rosa', isUpload: true });
    expect(searchSymbols(withUploads, 'grandma', { includeCatalogue: false }).map((m) => m.id)).toEqual(['media:abc']);
  });

  it('gives nothing for an empty or punctuation-only query', () => {
    expect(searchSymbols(english, '  ')).toEqual([]);
    expect(searchSymbols(english, '¿?')).toEqual([]);
  });
});
