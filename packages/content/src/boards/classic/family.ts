import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Family (spec 01 §9: 3 rows x 3 columns, so nine tiles). */
export const familyBoard = classicBoard(
  'family',
  [
    word('family', '1F46A'),
    word('mum', '1F469-200D-1F467'),
    word('dad', '1F468-200D-1F466'),
    word('brother', '1F466'),
    word('sister', '1F467'),
    word('baby', '1F476'),
    word('grandma', '1F475'),
    word('grandpa', '1F474'),
    word('me', '@me'),
  ],
  { rows: 3, columns: 3 },
);
