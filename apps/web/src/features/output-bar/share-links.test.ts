import { describe, expect, it } from 'vitest';
import { phraseMailto, phraseShareLink, shareText } from './share-links';

const phrase = 'I want "apple" juice';
const app = 'https://tessera.example';

describe('phrase share links', () => {
  it('strips quotes from the text', () => {
    expect(shareText(phrase)).toBe('I want apple juice');
    expect(shareText('“hello” «world»')).toBe('hello world');
    expect(shareText("don't")).toBe("don't");
  });

  it('builds the plain share address of each site, with the Tessera and AAC hashtags', () => {
    const twitter = new URL(phraseShareLink('twitter', phrase, app));
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('text')).toBe('I want apple juice');
    expect(twitter.searchParams.get('hashtags')).toBe('Tessera,AAC');

    const facebook = new URL(phraseShareLink('facebook', phrase, app));
    expect(facebook.searchParams.get('u')).toBe(app);
    expect(facebook.searchParams.get('quote')).toBe('I want apple juice');
    expect(facebook.searchParams.get('hashtag')).toBe('#Tessera');

    expect(new URL(phraseShareLink('whatsapp', phrase, app)).searchParams.get('text')).toBe('I want apple juice #Tessera #AAC');
    const reddit = new URL(phraseShareLink('reddit', phrase, app));
    expect(reddit.hostname).toBe('www.reddit.com');
    expect(reddit.searchParams.get('title')).toBe('I want apple juice');
  });

  it('writes the phrase into an email', () => {
    expect(phraseMailto(phrase, 'A phrase from Tessera')).toBe('mailto:?subject=A%20phrase%20from%20Tessera&body=I%20want%20apple%20juice');
  });
});
