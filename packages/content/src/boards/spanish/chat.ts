import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Frases para charlar (spec 01 §9: 2 rows x 4 columns, so eight phrases). */
export const esChatBoard = spanishBoard(
  SPANISH_BOARD_IDS.chat,
  'Frases',
  '1F4AC',
  [
    word('Hola', '1F44B'),
    word('Adiós', '@goodbye'),
    word('Sí', '1F642-200D-2195-FE0F'),
    word('No', '1F642-200D-2194-FE0F'),
    word('Por favor', '1F97A'),
    word('Gracias', '1F64F'),
    word('No sé', '1F937'),
    word('¿Qué tal?', '@how-are-you'),
  ],
  { rows: 2, columns: 4 },
);
