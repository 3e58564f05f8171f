import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Vegetables. */
export const vegetablesBoard = classicBoard('vegetables', [
  word('carrot', '1F955'),
  word('potato', '1F954'),
  word('sweet-potato', '1F360'),
  word('tomato', '1F345'),
  word('broccoli', '1F966'),
  word('corn', '1F33D'),
  word('cucumber', '1F952'),
  word('pepper', '1FAD1'),
  word('chilli', '1F336'),
  word('onion', '1F9C5'),
  word('garlic', '1F9C4'),
  word('ginger', '1FADA'),
  word('lettuce', '1F96C'),
  word('mushroom', '1F344-200D-1F7EB'),
  word('aubergine', '1F346'),
  word('peas', '1FADB'),
  word('beans', '1FAD8'),
  word('radish', '1FADC'),
  word('cabbage', '@cabbage'),
  word('cauliflower', '@cauliflower'),
]);
