import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Familia (spec 01 §9: 3 rows x 3 columns, so nine tiles). */
export const esFamilyBoard = spanishBoard(
  SPANISH_BOARD_IDS.family,
  'Familia',
  '1F46A',
  [
    word('Familia', '1F46A'),
    word('Mamá', '1F469'),
    word('Papá', '1F468'),
    word('Hermano', '1F466'),
    word('Hermana', '1F467'),
    word('Bebé', '1F476'),
    word('Abuela', '1F475'),
    word('Abuelo', '1F474'),
    word('Yo', '@me'),
  ],
  { rows: 3, columns: 3 },
);
