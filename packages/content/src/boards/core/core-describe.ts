import { CORE_COLOURS as C } from '../../kit/colours.ts';
import { keyedBoard } from '../../kit/define-board.ts';
import { word } from '../../kit/tile-spec.ts';
import { CORE_BOARD_IDS } from './core-ids.ts';

/** Describing words in opposite pairs, then the position words the core board leaves out. */
export const coreDescribeBoard = keyedBoard({
  id: CORE_BOARD_IDS.describe,
  key: 'core-describe',
  grid: { rows: 5, columns: 6 },
  wordColour: C.describe,
  tiles: [
    word('big', '@big'),
    word('little', '@little'),
    word('long', '@long'),
    word('short', '@short'),
    word('hot', '1F975'),
    word('cold', '1F976'),
    word('fast', '1F4A8'),
    word('slow', '1F40C'),
    word('loud', '1F50A'),
    word('quiet', '1F92B'),
    word('good', '1F44C'),
    word('bad', '1F44E'),
    word('clean', '2728'),
    word('dirty', '@dirty'),
    word('wet', '1F4A7'),
    word('dry', '@dry'),
    word('full', '@full'),
    word('empty', '@empty'),
    word('same', '@same'),
    word('different', '@different'),
    word('new', '1F195'),
    word('old', '1F9D3'),
    word('yummy', '1F60B'),
    word('yucky', '1F922'),
    word('up', '2B06'),
    word('down', '2B07'),
    word('in', '@in'),
    word('out', '@out'),
    word('on', '@on'),
    word('off', '@off'),
  ],
});
