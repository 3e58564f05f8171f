/** The files POST /api/media accepts, each stored under one extension and served with one content type. */
export const MEDIA_TYPES = {
  png: { contentType: 'image/png', kind: 'image' },
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  gif: { contentType: 'image/gif', kind: 'image' },
  webp: { contentType: 'image/webp', kind: 'image' },
  svg: { contentType: 'image/svg+xml', kind: 'image' },
  ogg: { contentType: 'audio/ogg', kind: 'audio' },
  weba: { contentType: 'audio/webm', kind: 'audio' },
  m4a: { contentType: 'audio/mp4', kind: 'audio' },
  aac: { contentType: 'audio/aac', kind: 'audio' },
  mp3: { contentType: 'audio/mpeg', kind: 'audio' },
  wav: { contentType: 'audio/wav', kind: 'audio' },
} as const;

export type MediaExtension = keyof typeof MEDIA_TYPES;
export type MediaKind = (typeof MEDIA_TYPES)[MediaExtension]['kind'];

const MB = 1024 * 1024;

/**
 * Largest accepted file of each kind. Pictures: the client sends at most an 800 x 800 PNG, but
 * board screenshots and imported pictures can be larger, so 20 MB. Sounds are short recordings.
 */
export const MEDIA_SIZE_LIMITS: Record<MediaKind, number> = { image: 20 * MB, audio: 10 * MB };
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_SIZE_LIMITS));

export const isMediaExtension = (value: string): value is MediaExtension => Object.hasOwn(MEDIA_TYPES, value);

export const ACCEPTED_MEDIA_DESCRIPTION = 'pictures (PNG, JPEG, GIF, WebP, SVG) and sounds (Ogg, WebM, MP4/AAC, MP3, WAV)';
