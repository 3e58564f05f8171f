const KB = 1024;
const MB = 1024 * KB;

/**
 * Largest JSON body the API reads. A 12 x 12 board whose every tile carries its picture and sound
 * as data URLs (before they are uploaded) comes to a few megabytes; 10 MB leaves room without
 * letting one request hold much memory. Uploads have their own limits (media-types.ts); routes that
 * take less set their own bodyLimit (a board report: REPORT_BODY_LIMIT_BYTES).
 */
export const JSON_BODY_LIMIT_BYTES = 10 * MB;

/** A board report is a few short texts: 16 KB is far more than any needs, and anyone may send one. */
export const REPORT_BODY_LIMIT_BYTES = 16 * KB;

const sizeInWords = (bytes: number): string => (bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.ceil(bytes / KB)} KB`);

/** The 413 message for a body over `limitBytes` (the route's own limit, or the API's). */
export const bodyTooLargeMessage = (limitBytes: number): string => `The request is too large: at most ${sizeInWords(limitBytes)} are accepted`;
