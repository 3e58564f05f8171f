/** Tiles point at pictures and sounds kept on this device with `media:<id>` instead of a URL. */
export const MEDIA_PREFIX = 'media:';

export const isMediaRef = (value: string | undefined | null): value is string => typeof value === 'string' && value.startsWith(MEDIA_PREFIX);

export const mediaRef = (id: string): string => `${MEDIA_PREFIX}${id}`;

export const mediaIdOf = (ref: string): string => ref.slice(MEDIA_PREFIX.length);
