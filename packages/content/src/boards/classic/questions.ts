import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Question words, then whole questions asked often. */
export const questionsBoard = classicBoard('questions', [
  word('what', '@what'),
  word('who', '@who'),
  word('where', '@where'),
  word('when', '@when'),
  word('why', '@why'),
  word('how', '@how'),
  word('which', '@which'),
  word('how-many', '@how-many'),
  word('whats-that', '@whats-that'),
  word('where-is-it', '@where-is-it'),
  word('who-is-it', '@who-is-it'),
  word('what-time-is-it', '23F0'),
  word('what-happened', '@what-happened'),
  word('can-i-have', '@can-i-have'),
  word('are-you-ok', '@are-you-ok'),
  word('whats-your-name', '@whats-your-name'),
]);
