import { CORE_COLOURS as C } from '../../kit/colours.ts';
import { keyedBoard } from '../../kit/define-board.ts';
import { folder } from '../../kit/tile-spec.ts';
import { classicCover } from '../classic/classic-topics.ts';
import { CORE_BOARD_IDS } from './core-ids.ts';

const topics = [
  'food',
  'drinks',
  'snacks',
  'fruit',
  'vegetables',
  'animals',
  'toys',
  'clothing',
  'body',
  'places',
  'transport',
  'weather',
  'time',
  'colours',
  'numbers',
  'shapes',
  'school',
  'emotions',
  'sports',
  'activities',
  'family',
  'technology',
  'hygiene',
  'medical',
  'kitchen',
  'furniture',
  'plants',
  'countries',
  'quick-chat',
  'questions',
] as const;

/** Nouns live in topic boards: this board opens the classic set's topics from the core board. */
export const coreCategoriesBoard = keyedBoard({
  id: CORE_BOARD_IDS.categories,
  key: 'core-category',
  grid: { rows: 5, columns: 6 },
  tiles: topics.map((id) => folder(id, classicCover(id), id, C.folder)),
});
