import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Juguetes (spec 01 §9: 5 rows x 4 columns). */
export const esToysBoard = spanishBoard(
  SPANISH_BOARD_IDS.toys,
  'Juguetes',
  '1F9F8',
  [
    word('Peluche', '1F9F8'),
    word('Pelota', '26BD'),
    word('Muñeca', '@doll'),
    word('Bloques', '@play'),
    word('Puzle', '1F9E9'),
    word('Coche', '1F697'),
    word('Tren', '1F682'),
    word('Cometa', '1FA81'),
    word('Yoyó', '1FA80'),
    word('Globo', '1F388'),
    word('Videojuego', '1F3AE'),
    word('Dado', '1F3B2'),
    word('Robot', '1F916'),
    word('Dinosaurio', '1F996'),
    word('Pompas', '1FAE7'),
    word('Ceras', '1F58D'),
    word('Tambor', '1F941'),
    word('Monopatín', '1F6F9'),
    word('Patinete', '1F6F4'),
    word('Varita mágica', '1FA84'),
  ],
  { rows: 5, columns: 4 },
);
