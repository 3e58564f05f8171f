const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-';

/** Length of generated local ids: 60 bits of randomness, still under the local-id threshold. */
export const LOCAL_ID_LENGTH = 10;

/** A source of uniform numbers in [0, 1), such as Math.random or a seeded generator in tests. */
export type RandomSource = () => number;

/** A short id for a board or tile made on this device (always shorter than LOCAL_BOARD_ID_THRESHOLD). */
export function createLocalId(random: RandomSource): string {
  let id = '';
  for (let i = 0; i < LOCAL_ID_LENGTH; i += 1) {
    const index = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length));
    id += ALPHABET[index];
  }
  return id;
}

/** Binds a random source into an id factory, the shape the tile and board rules take. */
export const localIdFactory = (random: RandomSource) => (): string => createLocalId(random);
