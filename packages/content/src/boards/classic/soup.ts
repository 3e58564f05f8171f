import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Soups, shown by their main ingredient, and what goes with them. */
export const soupBoard = classicBoard('soup', [
  word('soup', '1F372'),
  word('tomato-soup', '1F345'),
  word('chicken-soup', '1F357'),
  word('vegetable-soup', '1F955'),
  word('mushroom-soup', '1F344-200D-1F7EB'),
  word('onion-soup', '1F9C5'),
  word('pea-soup', '1FADB'),
  word('potato-soup', '1F954'),
  word('noodle-soup', '1F35C'),
  word('fish-soup', '1F41F'),
  word('lentil-soup', '@lentil-soup'),
  word('pumpkin-soup', '@pumpkin-soup'),
  word('bread', '1F35E'),
  word('spoon', '1F944'),
  word('bowl', '1F963'),
  word('too-hot', '1F975'),
]);
