import { folder, word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Snacks and sweet things. */
export const snacksBoard = classicBoard('snacks', [
  folder('fruit', '1F34E', 'fruit'),
  word('popcorn', '1F37F'),
  word('crisps', '@crisps'),
  word('crackers', '@crackers'),
  word('pretzel', '1F968'),
  word('nuts', '1F95C'),
  word('cookie', '1F36A'),
  word('chocolate', '1F36B'),
  word('sweets', '1F36C'),
  word('lollipop', '1F36D'),
  word('ice-cream', '1F368'),
  word('cake', '1F370'),
  word('cupcake', '1F9C1'),
  word('doughnut', '1F369'),
  word('waffle', '1F9C7'),
  word('pie', '1F967'),
  word('pudding', '1F36E'),
  word('yogurt', '@yogurt'),
  word('honey', '1F36F'),
]);
