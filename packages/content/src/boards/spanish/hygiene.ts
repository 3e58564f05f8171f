import { folder, word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Higiene personal (spec 01 §9: 4 rows x 5 columns), with step-by-step boards for two routines. */
export const esHygieneBoard = spanishBoard(
  SPANISH_BOARD_IDS.hygiene,
  'Higiene',
  '1F9FC',
  [
    folder('Lavarse las manos', 'E0B2', SPANISH_BOARD_IDS.handWashing),
    folder('Cepillarse los dientes', '1F9B7', SPANISH_BOARD_IDS.toothBrushing),
    word('Váter', '1F6BD'),
    word('Ducha', '1F6BF'),
    word('Bañera', '1F6C1'),
    word('Jabón', '1F9FC'),
    word('Toalla', '@towel'),
    word('Cepillo de dientes', '1FAA5'),
    word('Pasta de dientes', '@toothpaste'),
    word('Champú', '@shampoo'),
    word('Crema', '1F9F4'),
    word('Peine', '@comb'),
    word('Papel higiénico', '1F9FB'),
    word('Pañuelos', '@tissues'),
    word('Cuchilla', '1FA92'),
    word('Esponja', '1F9FD'),
    word('Gel desinfectante', 'E0B1'),
    word('Cortar el pelo', '1F487'),
    word('Espejo', '1FA9E'),
    word('Desodorante', '@deodorant'),
  ],
  { rows: 4, columns: 5 },
);
