import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Ropa (spec 01 §9: 5 rows x 5 columns). */
export const esClothingBoard = spanishBoard(
  SPANISH_BOARD_IDS.clothing,
  'Ropa',
  '1F455',
  [
    word('Camiseta', '1F455'),
    word('Camisa', '@shirt'),
    word('Jersey', '@jumper'),
    word('Abrigo', '1F9E5'),
    word('Chaqueta', '@jacket'),
    word('Pantalones', '1F456'),
    word('Pantalones cortos', '1FA73'),
    word('Falda', '@skirt'),
    word('Vestido', '1F457'),
    word('Pijama', '@pyjamas'),
    word('Ropa interior', '1FA72'),
    word('Calcetines', '1F9E6'),
    word('Zapatos', '1F45E'),
    word('Zapatillas', '1F45F'),
    word('Botas', '1F97E'),
    word('Sandalias', '1F461'),
    word('Chanclas', '1FA74'),
    word('Zapatillas de casa', '@slippers'),
    word('Sombrero', '1F452'),
    word('Gorra', '1F9E2'),
    word('Bufanda', '1F9E3'),
    word('Guantes', '1F9E4'),
    word('Bañador', '1FA71'),
    word('Corbata', '1F454'),
    word('Cinturón', '@belt'),
  ],
  { rows: 5, columns: 5 },
);
