import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Preguntas: las palabras para preguntar y las preguntas de cada día. */
export const esQuestionsBoard = spanishBoard(SPANISH_BOARD_IDS.questions, 'Preguntas', '2753', [
  word('¿Qué?', '@what'),
  word('¿Quién?', '@who'),
  word('¿Dónde?', '@where'),
  word('¿Cuándo?', '@when'),
  word('¿Por qué?', '@why'),
  word('¿Cómo?', '@how'),
  word('¿Cuál?', '@which'),
  word('¿Cuántos?', '@how-many'),
  word('¿Qué es eso?', '@whats-that'),
  word('¿Dónde está?', '@where-is-it'),
  word('¿Quién es?', '@who-is-it'),
  word('¿Qué hora es?', '1F570'),
  word('¿Qué ha pasado?', '@what-happened'),
  word('¿Me lo das?', '@give'),
  word('¿Estás bien?', '@are-you-ok'),
  word('¿Cómo te llamas?', '@whats-your-name'),
]);
