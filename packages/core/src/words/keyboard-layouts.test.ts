import { describe, expect, it } from 'vitest';
import { foldWord } from './fold-word.ts';
import { hasUsualKeyboardOrder, isWordEnd, keyboardLayout, LANGUAGES_WITHOUT_KEYBOARD } from './keyboard-layouts.ts';
import { KEYBOARD_ORDERS } from './keyboard-orders.ts';

const letters = (locale: string, order: 'abc' | 'usual') => keyboardLayout(locale, order).letters.flat();
const CATALOGUES =
  'ar be bg bn cs da de el en es fi fr he hi hr hu id it ja km ko mk ne nl no pl pt-PT pt ro ru si sk sq sr-ME sr-SP sr sv th tr uk vi zh'.split(' ');

describe('keyboardLayout', () => {
  it.each([
    ['en-US', 'abc', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']],
    ['en-US', 'usual', ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p']],
    ['de-DE', 'usual', ['q', 'w', 'e', 'r', 't', 'z', 'u', 'i', 'o', 'p', 'ü']],
    ['fr-FR', 'usual', ['a', 'z', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p']],
    ['ru-RU', 'usual', ['й', 'ц', 'у', 'к', 'е', 'н', 'г', 'ш', 'щ', 'з', 'х', 'ъ']],
    ['el-GR', 'usual', ['ς', 'ε', 'ρ', 'τ', 'υ', 'θ', 'ι', 'ο', 'π']],
    ['he-IL', 'usual', ['ק', 'ר', 'א', 'ט', 'ו', 'ן', 'ם', 'פ']],
    ['ar-SA', 'usual', ['ض', 'ص', 'ث', 'ق', 'ف', 'غ', 'ع', 'ه', 'خ', 'ح', 'ج', 'د']],
  ] as const)('%s %s: first row', (locale, order, row) => {
    expect(keyboardLayout(locale, order).letters[0]!.slice(0, row.length)).toEqual(row);
  });

  it("has every letter of the language's alphabet in both orders, each once", () => {
    for (const locale of CATALOGUES) {
      const abc = letters(locale, 'abc');
      const usual = letters(locale, 'usual');
      expect(new Set(abc).size, locale).toBe(abc.length);
      expect([...usual].sort(), locale).toEqual([...abc].sort());
    }
  });

  it('gives the language its own letters and script', () => {
    expect(letters('es', 'abc')).toContain('ñ');
    expect(letters('pl', 'abc')).toContain('ł');
    expect(letters('tr', 'abc')).toEqual(expect.arrayContaining(['ı', 'ğ', 'ş']));
    expect(letters('uk', 'abc')).toEqual(expect.arrayContaining(['ї', 'є', 'ґ']));
    expect(keyboardLayout('sr', 'abc').script).toBe('cyrillic');
    expect(keyboardLayout('sr-ME', 'abc').script).toBe('latin');
    expect(letters('sr-SP', 'abc')).toContain('đ');
    expect(keyboardLayout('hi-IN', 'abc').script).toBe('devanagari');
    expect(keyboardLayout('th', 'abc').script).toBe('thai');
    expect(keyboardLayout('ja', 'abc').letters[0]!.slice(0, 5)).toEqual(['あ', 'い', 'う', 'え', 'お']);
  });

  it('runs right to left for Arabic and Hebrew only', () => {
    const rtl = CATALOGUES.filter((locale) => keyboardLayout(locale, 'abc').direction === 'rtl');
    expect(rtl).toEqual(['ar', 'he']);
  });

  it('gives the languages without a keyboard of their own the English one', () => {
    for (const locale of Object.keys(LANGUAGES_WITHOUT_KEYBOARD)) {
      expect(keyboardLayout(locale, 'usual')).toEqual(keyboardLayout('en', 'usual'));
      expect(keyboardLayout(locale, 'usual').language).toBe('en');
    }
  });

  it('keeps the alphabet order for a language without a usual layout here', () => {
    expect(hasUsualKeyboardOrder('hi')).toBe(false);
    expect(keyboardLayout('hi', 'usual').order).toBe('abc');
    expect(keyboardLayout('hi', 'usual').letters).toEqual(keyboardLayout('hi', 'abc').letters);
    expect(hasUsualKeyboardOrder('en')).toBe(true);
  });

  it('lays the alphabet in rows of at most ten and twelve, as even as can be', () => {
    for (const locale of CATALOGUES) {
      const rows = keyboardLayout(locale, 'abc').letters;
      for (const row of rows) expect(row.length, locale).toBeLessThanOrEqual(12);
      expect(Math.max(...rows.map((row) => row.length)) - Math.min(...rows.map((row) => row.length)), locale).toBeLessThanOrEqual(rows[0]!.length);
    }
    expect(keyboardLayout('en', 'abc').letters.map((row) => row.length)).toEqual([9, 9, 8]);
  });

  it('has digits and the punctuation of the script', () => {
    expect(keyboardLayout('en', 'abc').digits).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    expect(keyboardLayout('ar', 'abc').punctuation).toEqual(['،', '.', '؟', '!']);
    expect(keyboardLayout('el', 'abc').punctuation).toContain(';');
    expect(keyboardLayout('hi', 'abc').punctuation).toContain('।');
    expect(KEYBOARD_ORDERS).toEqual(['abc', 'usual']);
  });

  it('types letters the predictor folds as the language writes them (Vietnamese tone marks join their vowel)', () => {
    const tones = letters('vi', 'usual').filter((key) => /\p{M}/u.test(key));
    expect(tones).toHaveLength(5);
    expect(('vie' + '\u0302' + '\u0323').normalize('NFC')).toBe('việ');
    expect(foldWord('việt')).toBe('viet');
  });
});

describe('isWordEnd', () => {
  it.each([
    [',', true],
    ['؟', true],
    ['।', true],
    [' ', true],
    ['a', false],
    ['1', false],
    ['\u0301', false],
  ])('%s: %s', (key, ends) => {
    expect(isWordEnd(key)).toBe(ends);
  });
});
