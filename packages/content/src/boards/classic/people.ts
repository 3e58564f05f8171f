import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** People around us and the work they do. */
export const peopleBoard = classicBoard('people', [
  word('man', '1F468'),
  word('woman', '1F469'),
  word('boy', '1F466'),
  word('girl', '1F467'),
  word('baby', '1F476'),
  word('child', '1F9D2'),
  word('old-man', '1F474'),
  word('old-woman', '1F475'),
  word('friend', '1F9D1-200D-1F91D-200D-1F9D1'),
  word('teacher', '1F9D1-200D-1F3EB'),
  word('student', '1F9D1-200D-1F393'),
  word('doctor', '1F9D1-200D-2695-FE0F'),
  word('police-officer', '1F46E'),
  word('firefighter', '1F9D1-200D-1F692'),
  word('cook', '1F9D1-200D-1F373'),
  word('farmer', '1F9D1-200D-1F33E'),
  word('builder', '1F477'),
  word('mechanic', '1F9D1-200D-1F527'),
  word('scientist', '1F9D1-200D-1F52C'),
  word('artist', '1F9D1-200D-1F3A8'),
  word('singer', '1F9D1-200D-1F3A4'),
  word('pilot', '1F9D1-200D-2708-FE0F'),
  word('office-worker', '1F9D1-200D-1F4BC'),
]);
