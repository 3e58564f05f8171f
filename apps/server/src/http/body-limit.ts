const MB = 1024 * 1024;

/**
 * Largest JSON body the API reads. A 12 x 12 board whose every tile carries its picture and sound
 * as data URLs (before they are uploaded) comes to a few megabytes; 10 MB leaves room without
 * letting one request hold much memory. Uploads have their own limits (media-types.ts).
 */
export const JSON_BODY_LIMIT_BYTES = 10 * MB;

export const BODY_TOO_LARGE_MESSAGE = `The request is too large: at most ${JSON_BODY_LIMIT_BYTES / MB} MB are accepted`;
