import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICES, languageOptions } from '../language-list.ts';
import { displayName, namingLanguage, namingQualifier, nativeName } from '../language-names.ts';
import { MONTENEGRIN_IN } from '../montenegrin-names.ts';
import { NAMES_IN_INTERFACE } from './tables.ts';

// Node has every language's data; Debian's Chromium has none for these six, and its Intl.DisplayNames then answers
// in English. These tests give node the same engine to show what the tables change.
const WITHOUT_DATA = ['be', 'km', 'mk', 'ne', 'si', 'sq'];
const INTERFACES = ['be-BY', 'km-KH', 'mk-MK', 'ne-NP', 'si-LK', 'sq-AL', 'sq-MK'];
const FullDisplayNames = Intl.DisplayNames;

/** Puts `engine` in place of Intl.DisplayNames for each test of the block. */
function useEngine(engine: typeof Intl.DisplayNames) {
  beforeEach(() => {
    Object.defineProperty(Intl, 'DisplayNames', { value: engine, configurable: true, writable: true });
  });
  afterEach(() => {
    Object.defineProperty(Intl, 'DisplayNames', { value: FullDisplayNames, configurable: true, writable: true });
  });
}

const languageOf = (locale: string) => locale.split('-')[0] ?? '';

/** Intl.DisplayNames as Chromium builds it: the six languages' data left out, so a request for them gets English. */
class ChromiumDisplayNames extends FullDisplayNames {
  constructor(locales: string | readonly string[] | undefined, options: Intl.DisplayNamesOptions) {
    const kept = [locales ?? []].flat().filter((locale) => !WITHOUT_DATA.includes(languageOf(locale)));
    super(kept.length > 0 ? kept : ['en-US'], options);
  }
}

const ENGLISH = new Map(languageOptions(LANGUAGE_CHOICES, 'en-US', 'en-US').map((row) => [row.locale, row.displayName]));
/** "Portuguese (Brazil)" → "Portuguese". */
const languagePart = (name: string) => name.replace(/ \(.*\)$/, '');

describe('the Language screen in an interface language the engine has no data for', () => {
  useEngine(ChromiumDisplayNames as typeof Intl.DisplayNames);

  it('gets English from the engine itself, which is what the tables stand in for', () => {
    const names = new Intl.DisplayNames(['km-KH'], { type: 'language' });
    expect([names.of('es'), names.resolvedOptions().locale]).toEqual(['Spanish', 'en-US']);
  });

  it.each(INTERFACES)('in %s, no row’s second line is empty or English', (ui) => {
    const rows = languageOptions(LANGUAGE_CHOICES, ui, ui);
    expect(rows.map((row) => row.locale).sort()).toEqual([...LANGUAGE_CHOICES].sort());
    const english = rows.filter((row) => {
      const inEnglish = ENGLISH.get(row.locale) ?? '';
      return row.displayName.trim() === '' || row.displayName === inEnglish || languagePart(row.displayName) === languagePart(inEnglish);
    });
    expect(english.map((row) => `${row.locale}: ${row.displayName}`)).toEqual([]);
  });

  it.each([
    ['es-ES', 'be-BY', 'Іспанская'],
    ['sr-SP', 'be-BY', 'Сербская (кірыліца)'],
    ['en-US', 'be-BY', 'Англійская (Злучаныя Штаты Амерыкі)'],
    ['es-ES', 'km-KH', 'អេស្ប៉ាញ'],
    ['pt-PT', 'km-KH', 'ព័រទុយហ្គាល់ (ព័រទុយហ្កាល់)'],
    ['sr-ME', 'km-KH', 'ម៉ុងតេណេហ្គ្រោ'],
    ['de-DE', 'mk-MK', 'Германски'],
    ['en-GB', 'mk-MK', 'Англиски (Обединето Кралство)'],
    ['ru-MD', 'mk-MK', 'Руски (Молдавија)'],
    ['fr-FR', 'ne-NP', 'फ्रान्सेली'],
    ['zh-CN', 'ne-NP', 'चिनियाँ'],
    ['sr-RS', 'ne-NP', 'सर्बियाली (ल्याटिन)'],
    ['ja-JP', 'si-LK', 'ජපන්'],
    ['pt-BR', 'si-LK', 'පෘතුගීසි (බ්‍රසීලය)'],
    ['ar-SA', 'sq-AL', 'Arabisht'],
    ['pt-BR', 'sq-MK', 'Portugalisht (Brazil)'],
    ['pt-TL', 'sq-AL', 'Tetumisht'],
    ['sr-ME', 'sq-AL', 'Malazezisht'],
  ])('names %s in %s: %s', (locale, ui, name) => {
    expect(displayName(locale, ui, name.includes('('))).toBe(name);
  });

  it('names the six languages in their own words, regions included', () => {
    expect(['be-BY', 'km-KH', 'mk-MK', 'ne-NP', 'si-LK'].map((locale) => nativeName(locale))).toEqual(['Беларуская', 'ខ្មែរ', 'Македонски', 'नेपाली', 'සිංහල']);
    expect([nativeName('sq-AL', true), nativeName('sq-MK', true)]).toEqual(['Shqip (Shqipëri)', 'Shqip (Maqedonia e Veriut)']);
  });
});

describe('the tables', () => {
  const repeated = LANGUAGE_CHOICES.filter((locale) => LANGUAGE_CHOICES.filter((other) => namingLanguage(other) === namingLanguage(locale)).length > 1);

  it('are there for each interface language without data, and only for those', () => {
    expect(Object.keys(NAMES_IN_INTERFACE).sort()).toEqual(WITHOUT_DATA);
  });

  it.each(WITHOUT_DATA)('in %s cover every language of the list, and the regions and scripts of those that repeat', (ui) => {
    const table = NAMES_IN_INTERFACE[ui];
    const missing = LANGUAGE_CHOICES.map(namingLanguage).filter((code) => !(code === 'cnr' ? MONTENEGRIN_IN[ui] : table?.language[code]));
    for (const locale of repeated) {
      const [kind = 'region', code = locale] = namingQualifier(locale) ?? [];
      if (!table?.[kind][code]) missing.push(`${kind} ${code}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('an engine with the interface language’s data', () => {
  /** The full engine, each name marked so that the test sees where it came from. */
  class MarkedDisplayNames extends FullDisplayNames {
    override of(code: string) {
      const name = super.of(code);
      return name && `«${name}»`;
    }
  }
  useEngine(MarkedDisplayNames);

  it('keeps its own names over the tables', () => {
    const expected = `«${new FullDisplayNames(['km-KH'], { type: 'language' }).of('es')}»`;
    expect(displayName('es-ES', 'km-KH')).toBe(expected);
    expect(displayName('pt-BR', 'sq-AL', true)).toMatch(/^«.*» \(«.*»\)$/);
  });
});
