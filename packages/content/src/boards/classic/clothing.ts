import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Clothes (spec 01 §9: 5 rows x 5 columns). */
export const clothingBoard = classicBoard(
  'clothing',
  [
    word('t-shirt', '1F455'),
    word('shirt', '@shirt'),
    word('jumper', '@jumper'),
    word('coat', '1F9E5'),
    word('jacket', '@jacket'),
    word('trousers', '1F456'),
    word('shorts', '1FA73'),
    word('skirt', '@skirt'),
    word('dress', '1F457'),
    word('pyjamas', '@pyjamas'),
    word('underwear', '1FA72'),
    word('socks', '1F9E6'),
    word('shoes', '1F45E'),
    word('trainers', '1F45F'),
    word('boots', '1F97E'),
    word('sandals', '1F461'),
    word('flip-flops', '1FA74'),
    word('slippers', '@slippers'),
    word('hat', '1F452'),
    word('cap', '1F9E2'),
    word('scarf', '1F9E3'),
    word('gloves', '1F9E4'),
    word('swimsuit', '1FA71'),
    word('tie', '1F454'),
    word('belt', '@belt'),
  ],
  { rows: 5, columns: 5 },
);
