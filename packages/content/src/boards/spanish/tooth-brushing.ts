import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Cepillarse los dientes, paso a paso (spec 01 §9: 2 rows x 3 columns). */
export const esToothBrushingBoard = spanishBoard(
  SPANISH_BOARD_IDS.toothBrushing,
  'Cepillarse los dientes',
  '1F9B7',
  [
    word('Coger el cepillo', '1FAA5'),
    word('Poner pasta', '@toothpaste'),
    word('Cepillar los dientes', '1F9B7'),
    word('Escupir', '@spit'),
    word('Enjuagar', '@water'),
    word('¡Dientes limpios!', '1F601'),
  ],
  { rows: 2, columns: 3 },
);
