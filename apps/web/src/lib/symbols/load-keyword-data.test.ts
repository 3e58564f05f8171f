import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_VERSION, type CatalogueFile, type KeywordFile } from './catalogue-files';
import { keywordLanguagesFor, loadKeywordData, SymbolsUnavailableError, type FetchJson } from './load-keyword-data';
import { SymbolsDb } from './symbols-db';
import { loadUserSymbols, rememberUserSymbol } from './user-symbols';

const catalogue: CatalogueFile = { version: CATALOGUE_VERSION, ids: ['1F415'], variantOf: {}, penalised: [], extras: [] };
const words = (lang: string, word: string): KeywordFile => ({ version: CATALOGUE_VERSION, lang, keywords: { '1F415': [word] } });

/** A stand-in for the web server: the files of one build, and a switch to go offline. */
const site = (files: Record<string, unknown>) => {
  const state = { online: true, fetched: [] as string[] };
  const fetchJson: FetchJson = async (url) => {
    state.fetched.push(url);
    if (!state.online) throw new TypeError('Failed to fetch');
    if (!(url in files)) throw new Error('404');
    return structuredClone(files[url]);
  };
  return { state, fetchJson };
};

const buildOne = {
  '/symbols/keywords/index.json': { version: CATALOGUE_VERSION, catalogue: '/c.1.json', languages: { en: '/en.1.json', es: '/es.1.json' } },
  '/c.1.json': catalogue,
  '/en.1.json': words('en', 'dog'),
  '/es.1.json': words('es', 'perro'),
};

let db: SymbolsDb;
const freshDb = () => (db = new SymbolsDb(`symbols-test-${Math.random()}`));
afterEach(async () => {
  await db?.delete();
});

describe('loadKeywordData', () => {
  it('searches a locale in its own language, then English', () => {
    expect(keywordLanguagesFor('es-ES')).toEqual(['es', 'en']);
    expect(keywordLanguagesFor('en-GB')).toEqual(['en']);
  });

  it('fetches the files the index names and keeps them in the symbol database', async () => {
    const { fetchJson } = site(buildOne);
    const data = await loadKeywordData('es-ES', freshDb(), fetchJson);
    expect(data.files.map((f) => f.keywords['1F415'])).toEqual([['perro'], ['dog']]);
    expect((await db.keywords.toArray()).map((row) => [row.lang, row.url]).sort()).toEqual([
      ['catalogue', '/c.1.json'],
      ['en', '/en.1.json'],
      ['es', '/es.1.json'],
    ]);
  });

  it('answers from the database when offline, and fetches only what a new build changed', async () => {
    const { state, fetchJson } = site(buildOne);
    await loadKeywordData('es-ES', freshDb(), fetchJson);
    state.online = false;
    expect((await loadKeywordData('es-ES', db, fetchJson)).files[0]?.keywords['1F415']).toEqual(['perro']);

    const buildTwo = {
      ...buildOne,
      '/symbols/keywords/index.json': { ...buildOne['/symbols/keywords/index.json'], languages: { en: '/en.1.json', es: '/es.2.json' } },
      '/es.2.json': words('es', 'perrito'),
    };
    const next = site(buildTwo);
    const data = await loadKeywordData('es-ES', db, next.fetchJson);
    expect(data.files[0]?.keywords['1F415']).toEqual(['perrito']);
    expect(next.state.fetched).toEqual(['/symbols/keywords/index.json', '/es.2.json']);
  });

  it('says so when nothing was ever downloaded and the network is not there', async () => {
    const { state, fetchJson } = site(buildOne);
    state.online = false;
    await expect(loadKeywordData('en-US', freshDb(), fetchJson)).rejects.toBeInstanceOf(SymbolsUnavailableError);
  });
});

describe('user symbols', () => {
  it("keeps the newest label of each of the user's pictures, newest picture first", async () => {
    freshDb();
    // The clock says when each picture came: a first, b a second later; a's new label later still keeps a's place.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000 });
    try {
      await rememberUserSymbol('media:a', 'Grandma', 'en-US', db);
      vi.setSystemTime(2_000);
      await rememberUserSymbol('media:b', 'Our dog', 'en-US', db);
      vi.setSystemTime(3_000);
      await rememberUserSymbol('media:a', 'Granny Rosa', 'en-US', db);
      await rememberUserSymbol('media:c', '   ', 'en-US', db);
    } finally {
      vi.useRealTimers();
    }
    expect(await loadUserSymbols(db)).toEqual([
      { id: 'media:b', src: 'media:b', label: 'Our dog' },
      { id: 'media:a', src: 'media:a', label: 'Granny Rosa' },
    ]);
    expect((await db.texts.where('words').equals('rosa').toArray()).map((t) => t.imageId)).toEqual(['media:a']);
  });
});
