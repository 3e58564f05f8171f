import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Sports (spec 01 §9: 3 rows x 5 columns). */
export const sportsBoard = classicBoard(
  'sports',
  [
    word('football', '26BD'),
    word('basketball', '1F3C0'),
    word('tennis', '1F3BE'),
    word('swimming', '1F3CA'),
    word('running', '1F3C3'),
    word('cycling', '1F6B4'),
    word('baseball', '26BE'),
    word('volleyball', '1F3D0'),
    word('rugby', '1F3C9'),
    word('golf', '1F3CC'),
    word('skiing', '26F7'),
    word('ice-skating', '26F8'),
    word('boxing', '1F94A'),
    word('gymnastics', '1F938'),
    word('table-tennis', '1F3D3'),
  ],
  { rows: 3, columns: 5 },
);
