import { describe, expect, it } from 'vitest';
import { checkCatalogues, formatProblems, messageArguments } from './check-catalogues.js';

const english = { 'app.hello': 'Hello {name}', 'app.items': '{count, plural, one {# item} other {# items}}', 'app.link': 'Read <a>the terms</a>' };
const builtIn = { 'tessera.board.food': 'Food', 'tessera.board.food.apple': 'apple' };
const spanish = {
  'app.hello': 'Hola {name}',
  'app.items': '{count, plural, one {# cosa} other {# cosas}}',
  'app.link': 'Lee <a>los términos</a>',
  'tessera.board.food': 'Comida',
};

/** Catalogues with nothing wrong; each case below changes one part. */
const good = () => ({
  used: [
    { id: 'app.hello', file: 'a.ts' },
    { id: 'app.items', file: 'b.ts', defaultMessage: english['app.items'] },
    { id: 'app.link', file: 'c.ts' },
  ],
  english,
  builtIn,
  dynamicPrefixes: ['tessera.board.'],
  requiredBuiltIn: (id) => /^tessera\.board\.[^.]+$/.test(id),
  translations: { es: spanish },
  vocabularies: { es: { 'tessera.board.food.apple': 'manzana' } },
});

const without = (record, key) => Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

describe('checkCatalogues', () => {
  it('finds nothing wrong in matching catalogues, built-in words left untranslated', () => {
    expect(checkCatalogues(good())).toEqual([]);
  });

  it.each([
    [
      'an id the code uses that English lacks',
      (c) => ({ ...c, used: [...c.used, { id: 'app.new', file: 'd.ts' }] }),
      { kind: 'missing', where: 'en.json', id: 'app.new' },
    ],
    [
      'a built-in id the code uses that the content catalogue lacks',
      (c) => ({ ...c, used: [...c.used, { id: 'tessera.board.toys', file: 'd.ts' }] }),
      { kind: 'missing', where: 'content en.json', id: 'tessera.board.toys' },
    ],
    [
      'an English id no code uses',
      (c) => ({ ...c, english: { ...c.english, 'app.old': 'Old' }, translations: { es: { ...spanish, 'app.old': 'Viejo' } } }),
      { kind: 'extra', where: 'en.json', id: 'app.old' },
    ],
    [
      "a built-in board's name in the interface catalogue",
      (c) => ({ ...c, english: { ...c.english, 'tessera.board.toys': 'Toys' } }),
      { kind: 'extra', where: 'en.json', id: 'tessera.board.toys' },
    ],
    [
      'a code default that differs from the catalogue',
      (c) => ({ ...c, used: [...c.used, { id: 'app.hello', file: 'e.ts', defaultMessage: 'Hi {name}' }] }),
      { kind: 'default-message', id: 'app.hello' },
    ],
    [
      'a translation missing an id',
      (c) => ({ ...c, translations: { es: without(spanish, 'app.hello') } }),
      { kind: 'missing', where: 'es.json', id: 'app.hello' },
    ],
    [
      "a translation missing a built-in board's name",
      (c) => ({ ...c, translations: { es: without(spanish, 'tessera.board.food') } }),
      { kind: 'missing', where: 'es.json', id: 'tessera.board.food' },
    ],
    [
      'a translation holding an id English lacks',
      (c) => ({ ...c, translations: { es: { ...spanish, 'app.gone': 'Ido' } } }),
      { kind: 'extra', where: 'es.json', id: 'app.gone' },
    ],
    [
      'broken ICU syntax in English',
      (c) => ({ ...c, english: { ...c.english, 'app.hello': 'Hello {name' } }),
      { kind: 'icu', where: 'en.json', id: 'app.hello' },
    ],
    [
      'broken ICU syntax in a translation',
      (c) => ({ ...c, translations: { es: { ...spanish, 'app.items': '{count, plural, one {# cosa}}' } } }),
      { kind: 'icu', where: 'es.json', id: 'app.items' },
    ],
    ['an empty translation', (c) => ({ ...c, translations: { es: { ...spanish, 'app.hello': ' ' } } }), { kind: 'icu', where: 'es.json', id: 'app.hello' }],
    [
      'a translation with a renamed argument',
      (c) => ({ ...c, translations: { es: { ...spanish, 'app.hello': 'Hola {nombre}' } } }),
      { kind: 'arguments', where: 'es.json', id: 'app.hello' },
    ],
    [
      'a translation missing a tag',
      (c) => ({ ...c, translations: { es: { ...spanish, 'app.link': 'Lee los términos' } } }),
      { kind: 'arguments', where: 'es.json', id: 'app.link' },
    ],
    [
      "a tile's word in an interface catalogue",
      (c) => ({ ...c, translations: { es: { ...spanish, 'tessera.board.food.apple': 'manzana' } } }),
      { kind: 'extra', where: 'es.json', id: 'tessera.board.food.apple' },
    ],
    ['a vocabulary missing a word', (c) => ({ ...c, vocabularies: { es: {} } }), { kind: 'missing', where: 'content es.json', id: 'tessera.board.food.apple' }],
    [
      'a vocabulary holding an id English lacks',
      (c) => ({ ...c, vocabularies: { es: { ...c.vocabularies.es, 'tessera.board.food.pear': 'pera' } } }),
      { kind: 'extra', where: 'content es.json', id: 'tessera.board.food.pear' },
    ],
    [
      "a vocabulary holding a board's name (an interface text)",
      (c) => ({ ...c, vocabularies: { es: { ...c.vocabularies.es, 'tessera.board.food': 'Comida' } } }),
      { kind: 'extra', where: 'content es.json', id: 'tessera.board.food' },
    ],
    [
      'broken ICU syntax in a vocabulary',
      (c) => ({ ...c, vocabularies: { es: { 'tessera.board.food.apple': 'manzana {' } } }),
      { kind: 'icu', where: 'content es.json', id: 'tessera.board.food.apple' },
    ],
    [
      'a vocabulary that is English again',
      (c) => ({ ...c, vocabularies: { es: { 'tessera.board.food.apple': 'apple' } } }),
      { kind: 'untranslated', where: 'content es.json' },
    ],
    [
      'a catalogue that is English again',
      (c) => ({ ...c, translations: { es: { ...english, 'tessera.board.food': 'Food' } } }),
      { kind: 'untranslated', where: 'es.json' },
    ],
  ])('fails on %s', (_name, change, expected) => {
    const problems = checkCatalogues(change(good()));
    expect(problems).toContainEqual(expect.objectContaining(expected));
    expect(formatProblems(problems)).toContain(`${expected.where ?? ''}`);
  });

  describe("a region's vocabulary, laid over its language's", () => {
    const words = { ...builtIn, 'tessera.board.drinks.juice': 'juice' };
    const portuguese = { 'tessera.board.food.apple': 'maçã', 'tessera.board.drinks.juice': 'suco' };
    const check = (vocabularies) => checkCatalogues({ ...good(), builtIn: words, vocabularies });

    it('holds only the words the region says differently', () => {
      expect(check({ pt: portuguese, 'pt-PT': { 'tessera.board.drinks.juice': 'sumo' } })).toEqual([]);
    });

    it.each([
      [
        'a word its language says the same way',
        { pt: portuguese, 'pt-PT': { 'tessera.board.drinks.juice': 'sumo', 'tessera.board.food.apple': 'maçã' } },
        { kind: 'same', where: 'content pt-PT.json', id: 'tessera.board.food.apple' },
      ],
      [
        'an id English lacks',
        { pt: portuguese, 'pt-PT': { 'tessera.board.drinks.tea': 'chá' } },
        { kind: 'extra', where: 'content pt-PT.json', id: 'tessera.board.drinks.tea' },
      ],
      [
        'broken ICU syntax',
        { pt: portuguese, 'pt-PT': { 'tessera.board.drinks.juice': 'sumo {' } },
        { kind: 'icu', where: 'content pt-PT.json', id: 'tessera.board.drinks.juice' },
      ],
      [
        'a missing word when its language has no vocabulary',
        { 'pt-PT': { 'tessera.board.drinks.juice': 'sumo' } },
        { kind: 'missing', where: 'content pt-PT.json', id: 'tessera.board.food.apple' },
      ],
    ])('fails on %s', (_name, vocabularies, expected) => {
      expect(check(vocabularies)).toContainEqual(expect.objectContaining(expected));
    });
  });

  it('names every catalogue that lacks an id on one line', () => {
    const lacking = without(spanish, 'app.hello');
    const problems = checkCatalogues({ ...good(), translations: { de: lacking, es: lacking, fr: lacking, it: spanish } });
    expect(problems.filter(({ kind }) => kind === 'missing')).toHaveLength(3);
    expect(formatProblems(problems).split('\n')).toEqual(['de.json, es.json, fr.json (3 catalogues): missing app.hello: English has it']);
  });

  it('lets a few messages equal English (names, "OK") but not nearly all', () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`app.m${i}`, `Message ${i}`]));
    const used = Object.keys(many).map((id) => ({ id, file: 'm.ts' }));
    const translated = (same) => Object.fromEntries(Object.entries(many).map(([id, text], i) => [id, i < same ? text : `Mensaje ${i}`]));
    const check = (same) => checkCatalogues({ ...good(), used, english: many, builtIn: {}, translations: { es: translated(same) }, vocabularies: {} });
    expect(check(18)).toEqual([]);
    expect(check(19)).toContainEqual(expect.objectContaining({ kind: 'untranslated', detail: '19 of 20 messages are the English text' }));
  });
});

describe('messageArguments', () => {
  it.each([
    ['Hello', []],
    ['Hello {name}, {count, number}', ['count', 'name']],
    ['{count, plural, one {# in {place}} other {# in {place}}}', ['count', 'place']],
    ['{kind, select, a {<b>{x}</b>} other {y}}', ['<b>', 'kind', 'x']],
  ])('of %j are %j', (text, names) => {
    expect(messageArguments(text)).toEqual({ names });
  });

  it('reports broken syntax', () => {
    expect(messageArguments('{count, plural, one {x}')).toHaveProperty('error');
  });
});
