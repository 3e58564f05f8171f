import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Feelings (spec 01 §9: 3 rows x 4 columns). */
export const emotionsBoard = classicBoard(
  'emotions',
  [
    word('happy', '1F60A'),
    word('sad', '2639'),
    word('angry', '1F620'),
    word('scared', '1F628'),
    word('surprised', '1F632'),
    word('tired', '1F971'),
    word('bored', '1F612'),
    word('excited', '1F929'),
    word('worried', '1F61F'),
    word('calm', '1F60C'),
    word('confused', '1F615'),
    word('loved', '1F970'),
  ],
  { rows: 3, columns: 4 },
);
