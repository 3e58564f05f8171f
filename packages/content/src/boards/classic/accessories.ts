import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Accessories (spec 01 §9: 3 rows x 3 columns, so nine tiles). */
export const accessoriesBoard = classicBoard(
  'accessories',
  [
    word('glasses', '1F453'),
    word('sunglasses', '1F576'),
    word('watch', '231A'),
    word('ring', '1F48D'),
    word('necklace', '@necklace'),
    word('handbag', '1F45C'),
    word('purse', '1F45B'),
    word('backpack', '1F392'),
    word('umbrella', '2602'),
  ],
  { rows: 3, columns: 3 },
);
