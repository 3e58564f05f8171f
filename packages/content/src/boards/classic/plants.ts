import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Plants. */
export const plantsBoard = classicBoard('plants', [
  word('plant', '1FAB4'),
  word('flower', '1F33C'),
  word('rose', '1F339'),
  word('sunflower', '1F33B'),
  word('tulip', '1F337'),
  word('cherry-blossom', '1F338'),
  word('bouquet', '1F490'),
  word('tree', '1F333'),
  word('pine-tree', '1F332'),
  word('palm-tree', '1F334'),
  word('cactus', '1F335'),
  word('leaf', '1F343'),
  word('autumn-leaves', '1F342'),
  word('seedling', '1F331'),
  word('herbs', '1F33F'),
  word('clover', '2618'),
  word('mushroom', '1F344'),
  word('wood', '1FAB5'),
]);
