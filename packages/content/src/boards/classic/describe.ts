import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Describing words, mostly in opposite pairs. */
export const describeBoard = classicBoard('describe', [
  word('big', '@big'),
  word('little', '@little'),
  word('long', '@long'),
  word('short', '@short'),
  word('hot', '1F525'),
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
  word('soft', '@soft'),
  word('hard', '1FAA8'),
  word('yummy', '1F60B'),
  word('yucky', '1F922'),
  word('funny', '1F602'),
  word('beautiful', '@beautiful'),
]);
