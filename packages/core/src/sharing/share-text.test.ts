import { describe, expect, it } from 'vitest';
import { boardShareUrl, hashtagLine, SHARE_HASHTAGS, shareText } from './share-text.ts';

describe('share text', () => {
  it('strips quotes and extra spaces', () => {
    expect(shareText('My "best"  board «ever» “now”')).toBe('My best board ever now');
  });

  it('tags the product and AAC', () => {
    expect(SHARE_HASHTAGS).toEqual(['Tessera', 'AAC']);
    expect(hashtagLine()).toBe('#Tessera #AAC');
  });

  it('links a board by its id', () => {
    expect(boardShareUrl('https://tessera.example', 'a b')).toBe('https://tessera.example/board/a%20b');
  });
});
