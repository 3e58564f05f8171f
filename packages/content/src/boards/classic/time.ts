import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Time words, parts of the day and the days of the week. */
export const timeBoard = classicBoard('time', [
  word('now', ''),
  word('later', ''),
  word('soon', '1F51C'),
  word('today', ''),
  word('tomorrow', ''),
  word('yesterday', ''),
  word('morning', '1F305'),
  word('afternoon', ''),
  word('evening', '1F307'),
  word('night', '1F303'),
  word('clock', '1F570'),
  word('minute', '23F1'),
  word('hour', ''),
  word('week', ''),
  word('month', ''),
  word('year', ''),
  word('calendar', '1F4C5'),
  word('birthday', '1F382'),
  word('monday', ''),
  word('tuesday', ''),
  word('wednesday', ''),
  word('thursday', ''),
  word('friday', ''),
  word('saturday', ''),
  word('sunday', ''),
]);
