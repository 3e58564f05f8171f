import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Furniture and the parts of a home. */
export const furnitureBoard = classicBoard('furniture', [
  word('chair', '1FA91'),
  word('table', '@table'),
  word('bed', '1F6CF'),
  word('sofa', '1F6CB'),
  word('armchair', 'E141'),
  word('desk', '@desk'),
  word('wardrobe', '@wardrobe'),
  word('cupboard', '@cupboard'),
  word('shelf', '@shelf'),
  word('lamp', '@lamp'),
  word('door', '1F6AA'),
  word('window', '1FA9F'),
  word('mirror', '1FA9E'),
  word('picture', '1F5BC'),
  word('clock', '1F570'),
  word('tv', '1F4FA'),
  word('toilet', '1F6BD'),
  word('bath', '1F6C1'),
  word('stairs', 'E202'),
  word('rug', '@rug'),
]);
