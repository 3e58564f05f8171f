import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Shapes. */
export const shapesBoard = classicBoard('shapes', [
  word('circle', '2B55'),
  word('square', '1F7E6'),
  word('triangle', '1F53A'),
  word('rectangle', '25AD'),
  word('oval', '2B2F'),
  word('diamond', '1F537'),
  word('star', '2B50'),
  word('heart', '2764'),
  word('pentagon', '2B20'),
  word('hexagon', '2B21'),
  word('octagon', '2BC4'),
  word('crescent', '1F319'),
  word('arrow', '2197'),
]);
