/** A sharing channel of the board share dialog, in the order the dialog lists them. */
export type ShareChannel = 'email' | 'facebook' | 'twitter' | 'whatsapp' | 'reddit';

export const SHARE_CHANNELS: readonly ShareChannel[] = ['email', 'facebook', 'twitter', 'whatsapp', 'reddit'];

/** The address that opens a board for whoever receives the link. */
export const boardUrl = (origin: string, boardId: string): string => `${origin}/board/${encodeURIComponent(boardId)}`;

/** Where each channel's button leads, with the board's address and name filled in. */
export function shareLink(channel: ShareChannel, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (channel) {
    case 'email':
      return `mailto:?subject=${t}&body=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${t}`;
  }
}
