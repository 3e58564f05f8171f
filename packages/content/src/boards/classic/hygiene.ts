import { folder, word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';
import { HAND_WASHING_ID, TOOTH_BRUSHING_ID } from './classic-topics.ts';

/** Personal hygiene (spec 01 §9: 4 rows x 5 columns), with step-by-step boards for two routines. */
export const hygieneBoard = classicBoard(
  'hygiene',
  [
    folder('hand-washing', 'E0B2', HAND_WASHING_ID),
    folder('tooth-brushing', '1F9B7', TOOTH_BRUSHING_ID),
    word('toilet', '1F6BD'),
    word('shower', '1F6BF'),
    word('bath', '1F6C1'),
    word('soap', '1F9FC'),
    word('towel', '@towel'),
    word('toothbrush', '1FAA5'),
    word('toothpaste', '@toothpaste'),
    word('shampoo', '@shampoo'),
    word('lotion', '1F9F4'),
    word('comb', '@comb'),
    word('toilet-paper', '1F9FB'),
    word('tissues', '@tissues'),
    word('razor', '1FA92'),
    word('sponge', '1F9FD'),
    word('hand-sanitiser', 'E0B1'),
    word('haircut', '1F487'),
    word('mirror', '1FA9E'),
    word('deodorant', '@deodorant'),
  ],
  { rows: 4, columns: 5 },
);
