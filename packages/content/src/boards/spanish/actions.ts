import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Acciones (spec 01 §9: 4 rows x 4 columns). */
export const esActionsBoard = spanishBoard(
  SPANISH_BOARD_IDS.actions,
  'Acciones',
  '1F3C3',
  [
    word('Comer', '1F37D'),
    word('Beber', '1F964'),
    word('Dormir', '1F6CC'),
    word('Jugar', '@play'),
    word('Andar', '1F6B6'),
    word('Correr', '1F3C3'),
    word('Sentarse', '1FA91'),
    word('Estar de pie', '1F9CD'),
    word('Lavar', 'E0B2'),
    word('Leer', '1F4D6'),
    word('Escribir', '270D'),
    word('Mirar', '1F440'),
    word('Escuchar', '1F442'),
    word('Hablar', '1F5E3'),
    word('Ayudar', 'E083'),
    word('Esperar', '23F3'),
  ],
  { rows: 4, columns: 4 },
);
