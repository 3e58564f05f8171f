import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Partes del cuerpo (spec 01 §9: 5 rows x 5 columns), de la cabeza a los pies. */
export const esBodyBoard = spanishBoard(
  SPANISH_BOARD_IDS.body,
  'Partes del cuerpo',
  '1F9CD',
  [
    word('Cabeza', '@head'),
    word('Pelo', '@hair'),
    word('Ojos', '1F440'),
    word('Orejas', '1F442'),
    word('Nariz', '1F443'),
    word('Boca', '1F444'),
    word('Dientes', '1F9B7'),
    word('Lengua', '1F445'),
    word('Cuello', '@neck'),
    word('Hombro', '@shoulder'),
    word('Brazo', '1F4AA'),
    word('Codo', '@elbow'),
    word('Mano', '1F590'),
    word('Dedo', '261D'),
    word('Pulgar', '@thumb'),
    word('Barriga', '@tummy'),
    word('Espalda', '@back'),
    word('Culete', '@bum'),
    word('Pierna', '1F9B5'),
    word('Rodilla', '@knee'),
    word('Pie', '1F9B6'),
    word('Dedos de los pies', '@toes'),
    word('Cerebro', '1F9E0'),
    word('Corazón', '1FAC0'),
    word('Pulmones', '1FAC1'),
  ],
  { rows: 5, columns: 5 },
);
