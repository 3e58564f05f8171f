import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Quick chat (spec 01 §9: 2 rows x 4 columns, so eight phrases). */
export const quickChatBoard = classicBoard(
  'quick-chat',
  [
    word('hello', '1F44B'),
    word('goodbye', '@goodbye'),
    word('yes', '1F642-200D-2195-FE0F'),
    word('no', '1F642-200D-2194-FE0F'),
    word('please', '1F97A'),
    word('thank-you', '1F64F'),
    word('i-dont-know', '1F937'),
    word('how-are-you', '@how-are-you'),
  ],
  { rows: 2, columns: 4 },
);
