import { SUPPORTED_LOCALES } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { localeScripts } from './locale-script';

describe('localeScripts', () => {
  it('names the script of each supported language Roboto cannot draw', () => {
    const scripts = Object.fromEntries(SUPPORTED_LOCALES.flatMap((locale) => localeScripts(locale).map((script) => [locale, script])));
    expect(scripts).toEqual({
      'ar-SA': 'arabic',
      'bn-BD': 'bengali',
      'he-IL': 'hebrew',
      'hi-IN': 'devanagari',
      'ja-JP': 'japanese',
      'km-KH': 'khmer',
      'ko-KR': 'korean',
      'ne-NP': 'devanagari',
      'si-LK': 'sinhala',
      'th-TH': 'thai',
      'zh-CN': 'chinese',
    });
  });

  it('leaves Latin, Greek and Cyrillic to Roboto, and takes tags with an underscore or no region', () => {
    expect(localeScripts('el-GR')).toEqual([]);
    expect(localeScripts('ru')).toEqual([]);
    expect(localeScripts('zh_TW')).toEqual(['chinese']);
    expect(localeScripts('constructor')).toEqual([]);
  });
});
