import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Numbers zero to ten, a hundred, and the signs of sums. */
export const numbersBoard = classicBoard('numbers', [
  word('zero', '0030-FE0F-20E3'),
  word('one', '0031-FE0F-20E3'),
  word('two', '0032-FE0F-20E3'),
  word('three', '0033-FE0F-20E3'),
  word('four', '0034-FE0F-20E3'),
  word('five', '0035-FE0F-20E3'),
  word('six', '0036-FE0F-20E3'),
  word('seven', '0037-FE0F-20E3'),
  word('eight', '0038-FE0F-20E3'),
  word('nine', '0039-FE0F-20E3'),
  word('ten', '1F51F'),
  word('one-hundred', '1F4AF'),
  word('plus', '2795'),
  word('minus', '2796'),
  word('times', '2716'),
  word('equals', '1F7F0'),
  word('count', '1F9EE'),
]);
