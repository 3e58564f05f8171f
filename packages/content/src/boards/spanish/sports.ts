import { word } from '../../kit/tile-spec.ts';
import { spanishBoard } from './spanish-board.ts';
import { SPANISH_BOARD_IDS } from './spanish-ids.ts';

/** Deportes (spec 01 §9: 3 rows x 5 columns). */
export const esSportsBoard = spanishBoard(
  SPANISH_BOARD_IDS.sports,
  'Deportes',
  '26BD',
  [
    word('Fútbol', '26BD'),
    word('Baloncesto', '1F3C0'),
    word('Tenis', '1F3BE'),
    word('Natación', '1F3CA'),
    word('Correr', '1F3C3'),
    word('Ciclismo', '1F6B4'),
    word('Béisbol', '26BE'),
    word('Voleibol', '1F3D0'),
    word('Rugby', '1F3C9'),
    word('Golf', '1F3CC'),
    word('Esquí', '26F7'),
    word('Patinaje', '26F8'),
    word('Boxeo', '1F94A'),
    word('Gimnasia', '1F938'),
    word('Tenis de mesa', '1F3D3'),
  ],
  { rows: 3, columns: 5 },
);
