import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Aficiones (spec 01 §9: 2 rows x 4 columns, so eight tiles). */
export const esHobbiesBoard = spanishBoard(
  SPANISH_BOARD_IDS.hobbies,
  'Aficiones',
  '1F3A8',
  [
    word('Leer', '1F4D6'),
    word('Dibujar', '1F58D'),
    word('Pintar', '1F3A8'),
    word('Escuchar música', '1F3B5'),
    word('Bailar', '1F483'),
    word('Videojuegos', '1F3AE'),
    word('Cocinar', '1F373'),
    word('Hacer fotos', '1F4F7'),
  ],
  { rows: 2, columns: 4 },
);
