import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Colours. OpenMoji has no pink or grey disc, so those two are ours. */
export const coloursBoard = classicBoard('colours', [
  word('red', '1F534'),
  word('orange', '1F7E0'),
  word('yellow', '1F7E1'),
  word('green', '1F7E2'),
  word('blue', '1F535'),
  word('purple', '1F7E3'),
  word('pink', '@pink'),
  word('brown', '1F7E4'),
  word('black', '26AB'),
  word('white', '26AA'),
  word('grey', '@grey'),
  word('colourful', '1F38A'),
]);
