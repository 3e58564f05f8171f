import { CORE_COLOURS as C } from '../../kit/colours.ts';
import { keyedBoard } from '../../kit/define-board.ts';
import { word } from '../../kit/tile-spec.ts';
import { CORE_BOARD_IDS } from './core-ids.ts';

/** People and the social words used with them; pronouns first, as on the core board. */
export const corePeopleBoard = keyedBoard({
  id: CORE_BOARD_IDS.people,
  key: 'core-people',
  grid: { rows: 4, columns: 6 },
  wordColour: C.pronoun,
  tiles: [
    word('i', '@i'),
    word('you', '1FAF5'),
    word('he', '@he'),
    word('she', '@she'),
    word('we', '@we'),
    word('they', '@they'),
    word('mum', '1F469'),
    word('dad', '1F468'),
    word('brother', '1F466'),
    word('sister', '1F467'),
    word('baby', '1F476'),
    word('grandma', '1F475'),
    word('grandpa', '1F474'),
    word('friend', '1F9D1-200D-1F91D-200D-1F9D1'),
    word('teacher', '1F9D1-200D-1F3EB'),
    word('doctor', '1F9D1-200D-2695-FE0F'),
    word('everyone', '1F465'),
    word('someone', '1F464'),
    word('hello', '1F44B', C.social),
    word('goodbye', '@goodbye', C.social),
    word('please', '1F97A', C.social),
    word('thank-you', '1F64F', C.social),
    word('sorry', '1F647', C.social),
    word('excuse-me', '1F64B', C.social),
  ],
});
