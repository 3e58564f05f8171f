/**
 * The pictures and sounds Tessera keeps, each with the one extension it is stored and exported under. The server's
 * upload, the import of board files and the exports all read this table, so a type has one name everywhere.
 * `upload` says whether POST /api/media takes it: BMP, icons and bare FLAC come only inside imported boards (the app
 * keeps them on the device), where refusing them would lose a picture that every browser shows.
 */
export type MediaKind = 'picture' | 'sound';

export interface MediaType {
  mime: string;
  extension: string;
  kind: MediaKind;
  upload: boolean;
}

const type = (mime: string, extension: string, upload = true): MediaType => ({
  mime,
  extension,
  kind: mime.startsWith('audio/') ? 'sound' : 'picture',
  upload,
});

export const MEDIA_TYPES: readonly MediaType[] = [
  type('image/png', 'png'),
  type('image/jpeg', 'jpg'),
  type('image/gif', 'gif'),
  type('image/webp', 'webp'),
  type('image/svg+xml', 'svg'),
  type('image/bmp', 'bmp', false),
  type('image/x-icon', 'ico', false),
  type('audio/ogg', 'ogg'),
  type('audio/webm', 'weba'),
  type('audio/mp4', 'm4a'),
  type('audio/aac', 'aac'),
  type('audio/mpeg', 'mp3'),
  type('audio/wav', 'wav'),
  type('audio/flac', 'flac', false),
];

const essence = (mime: string): string => mime.split(';')[0]?.trim().toLowerCase() ?? '';

export const mediaTypeOfMime = (mime: string): MediaType | undefined => MEDIA_TYPES.find((entry) => entry.mime === essence(mime));

export const mediaTypeOfExtension = (extension: string): MediaType | undefined => MEDIA_TYPES.find((entry) => entry.extension === extension.toLowerCase());

/** The extension a file of this MIME type is named with; `bin` for a type that is none of ours. */
export const extensionOfMime = (mime: string): string => mediaTypeOfMime(mime)?.extension ?? 'bin';
