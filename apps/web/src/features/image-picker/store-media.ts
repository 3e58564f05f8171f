/** Keeps a picture on this device and returns what a tile stores for it (`media:<id>`); app/ passes lib/db's saveMedia. */
export type StoreMedia = (blob: Blob, kind: 'image' | 'sound') => Promise<string>;
