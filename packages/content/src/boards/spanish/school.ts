import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Colegio (spec 01 §9: 4 rows x 5 columns). */
export const esSchoolBoard = spanishBoard(
  SPANISH_BOARD_IDS.school,
  'Colegio',
  '1F3EB',
  [
    word('Profesor', '1F9D1-200D-1F3EB'),
    word('Alumno', '1F9D1-200D-1F393'),
    word('Libro', '1F4D5'),
    word('Lápiz', '270F'),
    word('Bolígrafo', '1F58A'),
    word('Ceras', '1F58D'),
    word('Papel', '1F4C4'),
    word('Cuaderno', '1F4D3'),
    word('Tijeras', '2702'),
    word('Pegamento', '@glue'),
    word('Regla', '1F4CF'),
    word('Mochila', '1F392'),
    word('Ordenador', '1F4BB'),
    word('Silla', '1FA91'),
    word('Mesa', '@table'),
    word('Deberes', '1F4DD'),
    word('Matemáticas', '1F522'),
    word('Plástica', '1F3A8'),
    word('Música', '1F3B5'),
    word('Recreo', '1F6DD'),
  ],
  { rows: 4, columns: 5 },
);
