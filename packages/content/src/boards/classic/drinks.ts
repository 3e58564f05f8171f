import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Drinks. */
export const drinksBoard = classicBoard('drinks', [
  word('water', '@water'),
  word('milk', '1F95B'),
  word('juice', '1F9C3'),
  word('orange-juice', '@orange-juice'),
  word('lemonade', '@lemonade'),
  word('soda', '1F964'),
  word('tea', '1F375'),
  word('coffee', '2615'),
  word('hot-chocolate', '@hot-chocolate'),
  word('milkshake', '@milkshake'),
  word('smoothie', '@smoothie'),
  word('bubble-tea', '1F9CB'),
  word('ice', '1F9CA'),
  word('bottle', 'E0CC'),
  word('thirsty', '@thirsty'),
]);
