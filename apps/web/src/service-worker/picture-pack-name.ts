/**
 * The built-in boards' pictures travel as one file, `symbols/pictures-<hash>.json` ({ "/symbols/…svg": "<svg…" }),
 * written by the build (vite/picture-pack.ts) and precached in place of 695 files.
 */
export const PICTURE_PACK_NAME = /^\/?symbols\/pictures-[0-9a-f]+\.json$/;

export const picturePackName = (hash: string): string => `symbols/pictures-${hash}.json`;
