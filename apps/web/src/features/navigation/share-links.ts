import { boardShareUrl, hashtagLine, SHARE_HASHTAGS, shareText } from '@tessera/core';

/** A sharing channel of the board share dialog, in the order the dialog lists them. */
export type ShareChannel = 'email' | 'facebook' | 'twitter' | 'whatsapp' | 'reddit';

export const SHARE_CHANNELS: readonly ShareChannel[] = ['email', 'facebook', 'twitter', 'whatsapp', 'reddit'];

/** Spec 01 §7: the address that opens a board for whoever receives the link, {origin}/board/{id}. */
export const boardUrl = boardShareUrl;

/**
 * Where each channel's button leads, with the board's address and name filled in: the name without quotes, and
 * the product's name and AAC as hashtags where the channel takes them (spec 01 §7).
 */
export function shareLink(channel: ShareChannel, url: string, title: string): string {
  const text = shareText(title);
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (channel) {
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&hashtag=${encodeURIComponent(`#${SHARE_HASHTAGS[0]}`)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}&hashtags=${encodeURIComponent(SHARE_HASHTAGS.join(','))}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url} ${hashtagLine()}`)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
  }
}
