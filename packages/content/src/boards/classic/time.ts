import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Time words, parts of the day and the days of the week. */
export const timeBoard = classicBoard('time', [
  word('now', '@now'),
  word('later', '@later'),
  word('soon', '1F51C'),
  word('today', '@today'),
  word('tomorrow', '@tomorrow'),
  word('yesterday', '@yesterday'),
  word('morning', '1F305'),
  word('afternoon', '@afternoon'),
  word('evening', '1F307'),
  word('night', '1F303'),
  word('clock', '1F570'),
  word('minute', '23F1'),
  word('hour', '231B'),
  word('week', '@week'),
  word('month', '1F5D3'),
  word('year', '@year'),
  word('calendar', '1F4C5'),
  word('birthday', '1F382'),
  word('monday', '@monday'),
  word('tuesday', '@tuesday'),
  word('wednesday', '@wednesday'),
  word('thursday', '@thursday'),
  word('friday', '@friday'),
  word('saturday', '@saturday'),
  word('sunday', '@sunday'),
]);
