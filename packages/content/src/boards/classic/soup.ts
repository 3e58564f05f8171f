import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Soups, shown by their main ingredient, and what goes with them. */
export const soupBoard = classicBoard('soup', [
  word('soup', '1F372'),
  word('tomato-soup', '@tomato-soup'),
  word('chicken-soup', '@chicken-soup'),
  word('vegetable-soup', '@vegetable-soup'),
  word('mushroom-soup', '@mushroom-soup'),
  word('onion-soup', '@onion-soup'),
  word('pea-soup', '@pea-soup'),
  word('potato-soup', '@potato-soup'),
  word('noodle-soup', '@noodle-soup'),
  word('fish-soup', '@fish-soup'),
  word('lentil-soup', '@lentil-soup'),
  word('pumpkin-soup', '@pumpkin-soup'),
  word('bread', '1F35E'),
  word('spoon', '1F944'),
  word('bowl', '@bowl'),
  word('too-hot', '1F975'),
]);
