import { keyedBoard } from '../../kit/define-board.ts';
import { word } from '../../kit/tile-spec.ts';
import { HAND_WASHING_ID } from './classic-topics.ts';

/** Washing hands, one step a tile, in order (spec 01 §9: 2 rows x 2 columns). */
export const handWashingBoard = keyedBoard({
  id: HAND_WASHING_ID,
  cover: 'E0B2',
  grid: { rows: 2, columns: 2 },
  tiles: [word('turn-on-the-tap', '1F6B0'), word('use-soap', '1F9FC'), word('rub-your-hands', '1F932'), word('dry-your-hands', '@towel')],
});
