import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Sentimientos (spec 01 §9: 3 rows x 4 columns). */
export const esFeelingsBoard = spanishBoard(
  SPANISH_BOARD_IDS.feelings,
  'Sentimientos',
  '1F60A',
  [
    word('Contento', '1F60A'),
    word('Triste', '2639'),
    word('Enfadado', '1F620'),
    word('Asustado', '1F628'),
    word('Sorprendido', '1F632'),
    word('Cansado', '1F971'),
    word('Aburrido', '1F612'),
    word('Emocionado', '1F929'),
    word('Preocupado', '1F61F'),
    word('Tranquilo', '1F60C'),
    word('Confundido', '1F615'),
    word('Querido', '1F970'),
  ],
  { rows: 3, columns: 4 },
);
