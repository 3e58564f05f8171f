/** Spec 01 §7: shares carry the product's own name and AAC as hashtags. */
export const SHARE_HASHTAGS = ['Tessera', 'AAC'] as const;

/** Spec 01 §7: share text strips quotes (they end the text early on some share pages, and say nothing aloud). */
export const shareText = (text: string): string =>
  text
    .replace(/["“”„«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The hashtags as a line of text, for channels that take none of their own. */
export const hashtagLine = (): string => SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ');

/** Spec 01 §7: the address that opens a board for whoever receives it, {app-origin}/board/{id}. */
export const boardShareUrl = (origin: string, boardId: string): string => `${origin}/board/${encodeURIComponent(boardId)}`;
