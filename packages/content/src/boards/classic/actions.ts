import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Everyday actions (spec 01 §9: 4 rows x 4 columns). */
export const actionsBoard = classicBoard(
  'actions',
  [
    word('eat', '1F37D'),
    word('drink', '@drink'),
    word('sleep', '1F6CC'),
    word('play', '@play'),
    word('walk', '1F463'),
    word('run', '1F3C3'),
    word('sit', '1F9D8'),
    word('stand', '1F9CD'),
    word('wash', 'E0B2'),
    word('read', '1F4D6'),
    word('write', '270D'),
    word('look', '1F441'),
    word('listen', '@listen'),
    word('talk', '1F5E3'),
    word('help', 'E083'),
    word('wait', '23F3'),
  ],
  { rows: 4, columns: 4 },
);
