import { keyedBoard } from '../../kit/define-board.ts';
import { word } from '../../kit/tile-spec.ts';
import { TOOTH_BRUSHING_ID } from './classic-topics.ts';

/** Brushing teeth, one step a tile, in order (spec 01 §9: 2 rows x 3 columns). */
export const toothBrushingBoard = keyedBoard({
  id: TOOTH_BRUSHING_ID,
  key: 'tooth-brushing',
  cover: '1F9B7',
  grid: { rows: 2, columns: 3 },
  tiles: [
    word('take-your-toothbrush', '1FAA5'),
    word('add-toothpaste', '@toothpaste'),
    word('brush-your-teeth', '1F9B7'),
    word('spit', '@spit'),
    word('rinse', '1FAD7'),
    word('all-clean', '1F601'),
  ],
});
