import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Where things are. */
export const positionBoard = classicBoard('position', [
  word('in', '@in'),
  word('out', '@out'),
  word('on', '@on'),
  word('under', '@under'),
  word('next-to', '@next-to'),
  word('between', '@between'),
  word('behind', '@behind'),
  word('in-front', '@in-front'),
  word('over', '@over'),
  word('up', '2B06'),
  word('down', '2B07'),
  word('left', '2B05'),
  word('right', '27A1'),
  word('here', '1F447'),
  word('there', '1F449'),
  word('top', '@top'),
  word('bottom', '@bottom'),
  word('near', '@near'),
  word('far', '@far'),
]);
