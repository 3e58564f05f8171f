import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Weather. */
export const weatherBoard = classicBoard('weather', [
  word('sunny', '2600'),
  word('cloudy', '2601'),
  word('sun-and-clouds', '26C5'),
  word('rainy', '1F327'),
  word('snowy', '1F328'),
  word('stormy', '26C8'),
  word('lightning', '1F329'),
  word('windy', '1F32C'),
  word('foggy', '1F32B'),
  word('tornado', '1F32A'),
  word('rainbow', '1F308'),
  word('hot', '1F525'),
  word('cold', '1F976'),
  word('temperature', '1F321'),
  word('umbrella', '2614'),
  word('snowman', '2603'),
]);
