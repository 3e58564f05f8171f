import { describe, expect, it } from 'vitest';
import { cachedMessages, catalogueFor, englishMessages, hasCatalogue, loadMessages } from './load-messages';
import { directionOf } from './locales';
import spanishCatalogue from './messages/es.json';

describe('catalogue loading', () => {
  it('finds a catalogue by language when the region has none of its own', () => {
    expect(catalogueFor('ar-SA')).toBe('./messages/ar.json');
    expect(catalogueFor('es-ES')).toBe('./messages/es.json');
    expect(catalogueFor('pt-BR')).toBe('./messages/pt.json');
    expect(catalogueFor('sr-SP')).toBe('./messages/sr-SP.json');
    expect(catalogueFor('km-KH')).toBeUndefined();
    expect(catalogueFor('en-US')).toBeUndefined(); // English is the built-in source, never fetched
  });

  it.each([
    ['en-GB', true],
    ['es-ES', true],
    ['ar-SA', true],
    ['xx-XX', false],
  ])('knows whether %s has a translation (%s)', (locale, has) => {
    expect(hasCatalogue(locale)).toBe(has);
  });

  it('loads a catalogue once, over English, and keeps it in memory', async () => {
    expect(cachedMessages('es-ES')).toBeUndefined();
    const spanish = await loadMessages('es-ES');
    expect(spanish['app.notFound.title']).toBe('Esta página no existe');
    const untranslated = Object.keys(englishMessages).find((id) => !(id in spanishCatalogue));
    expect(untranslated).toBeDefined();
    expect(spanish[untranslated ?? '']).toBe(englishMessages[untranslated ?? '']);
    expect(cachedMessages('es-MX')).toBe(spanish);
  });

  it('uses English for a language without a catalogue', async () => {
    expect(await loadMessages('km-KH')).toBe(englishMessages);
    expect(cachedMessages('km-KH')).toBe(englishMessages);
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
