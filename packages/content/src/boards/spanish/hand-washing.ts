import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Lavarse las manos, paso a paso (spec 01 §9: 2 rows x 2 columns). */
export const esHandWashingBoard = spanishBoard(
  SPANISH_BOARD_IDS.handWashing,
  'Lavarse las manos',
  'E0B2',
  [word('Abrir el grifo', '1F6B0'), word('Echar jabón', '1F9FC'), word('Frotar las manos', 'E0B2'), word('Secar las manos', '@towel')],
  { rows: 2, columns: 2 },
);
