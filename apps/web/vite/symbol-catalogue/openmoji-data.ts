import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The fields of OpenMoji's data/openmoji.json the catalogue uses. */
export interface OpenMojiEntry {
  emoji: string;
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  tags: string;
  openmoji_tags: string;
  skintone: string | number;
  skintone_base_hexcode: string;
}

export const OPENMOJI_DIR = dirname(require.resolve('openmoji/package.json'));
export const openMojiSvgFile = (hexcode: string): string => join(OPENMOJI_DIR, 'color', 'svg', `${hexcode}.svg`);

/** OpenMoji's emojis in its own order, without the bare skin-tone and hair components (not pictures of anything). */
export function readOpenMoji(): OpenMojiEntry[] {
  const all = JSON.parse(readFileSync(join(OPENMOJI_DIR, 'data', 'openmoji.json'), 'utf8')) as OpenMojiEntry[];
  return all.filter((entry) => entry.group !== 'component');
}

export const splitTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export const isSkinToneVariant = (entry: OpenMojiEntry): boolean => entry.skintone !== '' && entry.skintone_base_hexcode !== '';

const ONE_OF_MANY = new Set(['country-flag', 'subdivision-flag', 'brand', 'regional-indicator']);

/** Country and region flags, brand logos and letter tiles: rarely what a word is looked up for. */
export const isOneOfMany = (entry: OpenMojiEntry): boolean => ONE_OF_MANY.has(entry.subgroups);

export const isOpenMojiExtra = (entry: OpenMojiEntry): boolean => entry.group === 'extras-openmoji';
