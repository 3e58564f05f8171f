import { hashtagLine, SHARE_HASHTAGS, shareText } from '@tessera/core';

/** The channels of the phrase share dialog, in the order it lists them. */
export const PHRASE_CHANNELS = ['facebook', 'twitter', 'whatsapp', 'reddit'] as const;
export type PhraseChannel = (typeof PHRASE_CHANNELS)[number];

// The text and hashtag rules are core's (spec 01 §7), shared with the board share dialog.
export { shareText } from '@tessera/core';

/** The plain share address of each site, the phrase and the app's address filled in; no site's script is loaded. */
export function phraseShareLink(channel: PhraseChannel, phrase: string, appUrl: string): string {
  const text = shareText(phrase);
  const q = encodeURIComponent;
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(appUrl)}&quote=${q(text)}&hashtag=${q(`#${SHARE_HASHTAGS[0]}`)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${q(text)}&hashtags=${q(SHARE_HASHTAGS.join(','))}&url=${q(appUrl)}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${q(`${text} ${hashtagLine()}`)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?title=${q(text)}&url=${q(appUrl)}`;
  }
}

export const phraseMailto = (phrase: string, subject: string): string =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(shareText(phrase))}`;
