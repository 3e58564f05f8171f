/**
 * Uploads per user: a board synced for the first time sends each of its pictures and sounds (three
 * at a time), and the app tries again later on 429, so a minute's allowance is generous; a flood of
 * 20 MB files is not.
 */
export const MEDIA_UPLOAD_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
