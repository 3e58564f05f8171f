const MB = 1024 * 1024;

/**
 * The files POST /api/media accepts, each stored under one extension, served with one content type,
 * and refused above its largest size. Pictures: the web app sends at most an 800 x 800 PNG, but board
 * screenshots and imported pictures can be larger, so 20 MB. SVG drawings are parsed and rebuilt
 * (about 0.15 s per MB on a small server), and a real drawing is rarely above a few hundred KB, so
 * 5 MB. Sounds are short recordings: 10 MB.
 */
export const MEDIA_TYPES = {
  png: { contentType: 'image/png', maxBytes: 20 * MB },
  jpg: { contentType: 'image/jpeg', maxBytes: 20 * MB },
  gif: { contentType: 'image/gif', maxBytes: 20 * MB },
  webp: { contentType: 'image/webp', maxBytes: 20 * MB },
  svg: { contentType: 'image/svg+xml', maxBytes: 5 * MB },
  ogg: { contentType: 'audio/ogg', maxBytes: 10 * MB },
  weba: { contentType: 'audio/webm', maxBytes: 10 * MB },
  m4a: { contentType: 'audio/mp4', maxBytes: 10 * MB },
  aac: { contentType: 'audio/aac', maxBytes: 10 * MB },
  mp3: { contentType: 'audio/mpeg', maxBytes: 10 * MB },
  wav: { contentType: 'audio/wav', maxBytes: 10 * MB },
} as const;

export type MediaExtension = keyof typeof MEDIA_TYPES;

/** The largest file of any type: what the upload reads at most before it knows the type. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_TYPES).map((type) => type.maxBytes));

export const isMediaExtension = (value: string): value is MediaExtension => Object.hasOwn(MEDIA_TYPES, value);

export const ACCEPTED_MEDIA_DESCRIPTION = 'pictures (PNG, JPEG, GIF, WebP, SVG) and sounds (Ogg, WebM, MP4/AAC, MP3, WAV)';

/** "The file is too large: …", from the sizes above. */
export const MEDIA_SIZES_DESCRIPTION = `pictures may be at most ${MEDIA_TYPES.png.maxBytes / MB} MB (SVG drawings ${MEDIA_TYPES.svg.maxBytes / MB} MB) and sounds at most ${MEDIA_TYPES.wav.maxBytes / MB} MB`;
