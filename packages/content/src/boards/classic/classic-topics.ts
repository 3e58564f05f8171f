import type { PictureRef } from '../../kit/pictures.ts';

/**
 * The topic boards of the classic English set (spec 01 §1), in the order the home board shows
 * them, with the picture of the folder tile that opens each one. Ids double as message slugs.
 */
export const CLASSIC_TOPICS = [
  { id: 'emotions', cover: '1F60A' },
  { id: 'quick-chat', cover: '1F4AC' },
  { id: 'food', cover: '1F37D' },
  { id: 'drinks', cover: '1F964' },
  { id: 'snacks', cover: '1F36A' },
  { id: 'fruit', cover: '1F34E' },
  { id: 'vegetables', cover: '1F955' },
  { id: 'soup', cover: '1F372' },
  { id: 'kitchen', cover: '1F373' },
  { id: 'activities', cover: '1F3A8' },
  { id: 'sports', cover: '26BD' },
  { id: 'toys', cover: '1F9F8' },
  { id: 'people', cover: '1F465' },
  { id: 'family', cover: '1F46A' },
  { id: 'actions', cover: '1F3C3' },
  { id: 'questions', cover: '2753' },
  { id: 'describe', cover: '@describe' },
  { id: 'position', cover: '@on' },
  { id: 'body', cover: '1F9CD' },
  { id: 'face', cover: '1F9D1' },
  { id: 'hygiene', cover: '1F9FC' },
  { id: 'medical', cover: '1FA7A' },
  { id: 'clothing', cover: '1F455' },
  { id: 'accessories', cover: '1F45C' },
  { id: 'colours', cover: '1F308' },
  { id: 'numbers', cover: '1F522' },
  { id: 'shapes', cover: '1F53A' },
  { id: 'time', cover: '1F570' },
  { id: 'weather', cover: '26C5' },
  { id: 'school', cover: '1F3EB' },
  { id: 'places', cover: '1F4CD' },
  { id: 'countries', cover: '1F30D' },
  { id: 'transport', cover: '1F697' },
  { id: 'technology', cover: '1F4BB' },
  { id: 'furniture', cover: '1F6CB' },
  { id: 'plants', cover: '1FAB4' },
  { id: 'animals', cover: '1F436' },
] as const satisfies readonly { id: string; cover: PictureRef }[];

export type ClassicTopicId = (typeof CLASSIC_TOPICS)[number]['id'];

export const classicCover = (id: ClassicTopicId): PictureRef => CLASSIC_TOPICS.find((topic) => topic.id === id)?.cover ?? '';

/** Sub-boards of hygiene (spec 01 §9 gives them their own grids). */
export const HAND_WASHING_ID = 'hand-washing';
export const TOOTH_BRUSHING_ID = 'brush-teeth';
