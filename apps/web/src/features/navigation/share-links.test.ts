import { describe, expect, it } from 'vitest';
import { boardUrl, shareLink, SHARE_CHANNELS } from './share-links';

describe('share links', () => {
  const url = boardUrl('https://tessera.example', 'abc 123');

  it('addresses a board by its id', () => {
    expect(url).toBe('https://tessera.example/board/abc%20123');
  });

  it('gives every channel a link carrying the board address', () => {
    for (const channel of SHARE_CHANNELS) expect(shareLink(channel, url, 'My board')).toContain(encodeURIComponent(url));
    expect(shareLink('email', url, 'My board')).toBe(`mailto:?subject=My%20board&body=${encodeURIComponent(url)}`);
    expect(shareLink('whatsapp', url, 'Hi & bye')).toBe(`https://api.whatsapp.com/send?text=${encodeURIComponent(`Hi & bye ${url} #Tessera #AAC`)}`);
  });

  it('strips quotes from the board name and tags the product and AAC', () => {
    const twitter = new URL(shareLink('twitter', url, 'Our "best" board'));
    expect(twitter.searchParams.get('text')).toBe('Our best board');
    expect(twitter.searchParams.get('hashtags')).toBe('Tessera,AAC');
    expect(new URL(shareLink('facebook', url, 'x')).searchParams.get('hashtag')).toBe('#Tessera');
    expect(new URL(shareLink('reddit', url, '«Food»')).searchParams.get('title')).toBe('Food');
  });
});
