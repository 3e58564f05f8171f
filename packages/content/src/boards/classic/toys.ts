import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Toys (spec 01 §9: 5 rows x 4 columns). */
export const toysBoard = classicBoard(
  'toys',
  [
    word('teddy-bear', '1F9F8'),
    word('ball', '1F94E'),
    word('doll', '@doll'),
    word('blocks', '1F9F1'),
    word('puzzle', '1F9E9'),
    word('toy-car', '1F3CE'),
    word('train', '1F682'),
    word('kite', '1FA81'),
    word('yo-yo', '1FA80'),
    word('balloon', '1F388'),
    word('video-game', '1F3AE'),
    word('dice', '1F3B2'),
    word('robot', '1F916'),
    word('dinosaur', '1F996'),
    word('bubbles', '1FAE7'),
    word('crayons', '1F58D'),
    word('drum', '1F941'),
    word('skateboard', '1F6F9'),
    word('scooter', '1F6F4'),
    word('magic-wand', '1FA84'),
  ],
  { rows: 5, columns: 4 },
);
