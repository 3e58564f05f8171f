import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Body parts (spec 01 §9: 5 rows x 5 columns), head to toe. */
export const bodyBoard = classicBoard(
  'body',
  [
    word('head', '@head'),
    word('hair', '@hair'),
    word('eyes', '1F440'),
    word('ears', '1F442'),
    word('nose', '1F443'),
    word('mouth', '1F444'),
    word('teeth', '1F9B7'),
    word('tongue', '1F445'),
    word('neck', '@neck'),
    word('shoulder', '@shoulder'),
    word('arm', '1F4AA'),
    word('elbow', '@elbow'),
    word('hand', '1F590'),
    word('finger', '261D'),
    word('thumb', '@thumb'),
    word('tummy', '@tummy'),
    word('back', '@back'),
    word('bottom', '@bum'),
    word('leg', '1F9B5'),
    word('knee', '@knee'),
    word('foot', '1F9B6'),
    word('toes', '@toes'),
    word('brain', '1F9E0'),
    word('heart', '1FAC0'),
    word('lungs', '1FAC1'),
  ],
  { rows: 5, columns: 5 },
);
