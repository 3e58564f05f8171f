import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Bebidas. */
export const esDrinksBoard = spanishBoard(SPANISH_BOARD_IDS.drinks, 'Bebidas', '1F964', [
  word('Agua', '@water'),
  word('Leche', '1F95B'),
  word('Zumo', '1F9C3'),
  word('Zumo de naranja', 'E0C0'),
  word('Limonada', '@lemonade'),
  word('Refresco', '1F964'),
  word('Té', '1F375'),
  word('Café', '2615'),
  word('Chocolate caliente', '@hot-chocolate'),
  word('Batido', '@milkshake'),
  word('Hielo', '1F9CA'),
  word('Botella', 'E0CC'),
  word('Tengo sed', '@thirsty'),
]);
