import { describe, expect, it } from 'vitest';
import { labelScripts, textDirection } from './text-scripts.ts';

describe('labelScripts', () => {
  it('names the scripts that need fonts of their own, and none for Latin, Greek or Cyrillic', () => {
    expect([...labelScripts(['hello', 'Ωμέγα', 'привет'])]).toEqual([]);
    expect(labelScripts(['أنا', 'नमस्ते', 'שלום', 'ขอบคุณ', 'ជំរាបសួរ', 'আমি', 'ආයුබෝවන්'])).toEqual(
      new Set(['arabic', 'devanagari', 'hebrew', 'thai', 'khmer', 'bengali', 'sinhala']),
    );
  });

  it('reads Chinese characters as Japanese beside kana or on a Japanese board, Korean on a Korean board', () => {
    expect(labelScripts(['水'])).toEqual(new Set(['chinese']));
    expect(labelScripts(['水', 'みず'])).toEqual(new Set(['japanese']));
    expect(labelScripts(['水'], 'ja-JP')).toEqual(new Set(['japanese']));
    expect(labelScripts(['水', '물'], 'ko-KR')).toEqual(new Set(['korean']));
  });
});

describe('textDirection', () => {
  it('follows the first letter', () => {
    expect(textDirection('أنا hello')).toBe('rtl');
    expect(textDirection('12 שלום')).toBe('rtl');
    expect(textDirection('hello أنا')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});
