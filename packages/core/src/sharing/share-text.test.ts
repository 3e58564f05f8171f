import { describe, expect, it } from 'vitest';
import { hashtagLine, SHARE_HASHTAGS, shareText } from './share-text.ts';

describe('share text', () => {
  it('strips quotes and extra spaces', () => {
    expect(shareText('My "best"  board «ever» “now”')).toBe('My best board ever now');
  });

  it('tags the product and AAC', () => {
    expect(SHARE_HASHTAGS).toEqual(['Tessera', 'AAC']);
    expect(hashtagLine()).toBe('#Tessera #AAC');
  });
});
