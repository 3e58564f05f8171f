import { describe, expect, it } from 'vitest';
import { cachedMessages, catalogueFor, englishMessages, hasCatalogue, loadMessages } from './load-messages';
import { directionOf } from './locales';
import spanishCatalogue from './messages/es.json';

describe('catalogue loading', () => {
  it('gives European Portuguese its own catalogue, and Timor-Leste the European one, Brazil keeping pt.json', () => {
    expect(catalogueFor('pt-PT')).toBe('./messages/pt-PT.json');
    expect(catalogueFor('pt-TL')).toBe('./messages/pt-PT.json');
    expect(catalogueFor('pt-BR')).toBe('./messages/pt.json');
  });

  it('finds a catalogue by language when the region has none of its own', () => {
    expect(catalogueFor('ar-SA')).toBe('./messages/ar.json');
    expect(catalogueFor('es-ES')).toBe('./messages/es.json');
    expect(catalogueFor('pt-BR')).toBe('./messages/pt.json');
    expect(catalogueFor('sr-SP')).toBe('./messages/sr-SP.json');
    expect(catalogueFor('km-KH')).toBe('./messages/km.json');
    expect(catalogueFor('zu-ZA')).toBeUndefined();
    expect(catalogueFor('en-US')).toBeUndefined(); // English is the built-in source, never fetched
  });

  it.each([
    ['en-GB', true],
    ['es-ES', true],
    ['ar-SA', true],
    ['ne-NP', true],
    ['si-LK', true],
    ['km-KH', true],
    ['zu-ZA', false],
    ['xx-XX', false],
  ])('knows whether %s has a translation (%s)', (locale, has) => {
    expect(hasCatalogue(locale)).toBe(has);
  });

  it('loads a catalogue once, over English, and keeps it in memory', async () => {
    expect(cachedMessages('es-ES')).toBeUndefined();
    const spanish = await loadMessages('es-ES');
    expect(spanish['app.notFound.title']).toBe('Esta página no existe');
    // Over English: every English id has a text, so one a catalogue lacked would still show (in English).
    expect(Object.keys(englishMessages).filter((id) => !(id in spanish))).toEqual([]);
    expect(cachedMessages('es-ES')).toBe(spanish);
    expect(cachedMessages('es-MX')).toBeUndefined(); // each locale is merged once, when it is first chosen
    expect(await loadMessages('es-MX')).toEqual(spanish);
  });

  it('uses English for a language without a catalogue or a vocabulary', async () => {
    expect(await loadMessages('zu-ZA')).toBe(englishMessages);
    expect(cachedMessages('zu-ZA')).toBe(englishMessages);
  });

  it("puts the built-in boards' words of the language under its interface catalogue, English under both", async () => {
    const spanish = await loadMessages('es-ES');
    expect(spanish['tessera.board.root.food']).toBe('comida'); // the vocabulary (packages/content)
    expect(spanish['tessera.board.food']).toBe(spanishCatalogue['tessera.board.food']); // a board's name: the interface catalogue
    expect(spanish['app.notFound.title']).toBe('Esta página no existe');
  });

  it("gives pt-PT and pt-TL Portugal's words on the built-in boards, pt-BR Brazil's", async () => {
    expect((await loadMessages('pt-PT'))['tessera.board.drinks.juice']).toBe('sumo');
    expect((await loadMessages('pt-TL'))['tessera.board.drinks.juice']).toBe('sumo');
    expect((await loadMessages('pt-BR'))['tessera.board.drinks.juice']).toBe('suco');
    expect((await loadMessages('pt-PT'))['tessera.board.root.food']).toBe('comida'); // said alike: Brazil's file
  });
});

describe('text direction', () => {
  it('is right to left for Arabic and Hebrew only', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('en-US')).toBe('ltr');
    expect(directionOf('hi-IN')).toBe('ltr');
  });
});
