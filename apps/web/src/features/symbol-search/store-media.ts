/**
 * Keeps a picture or recording on this device and returns what a tile stores for it (`media:<id>`). The app passes
 * lib/db's saveMedia; tests pass their own.
 */
export type StoreMedia = (blob: Blob, kind: 'image' | 'sound') => Promise<string>;
