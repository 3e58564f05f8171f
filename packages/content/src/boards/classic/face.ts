import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** The parts of the face. */
export const faceBoard = classicBoard('face', [
  word('eyes', '1F440'),
  word('eyebrows', '@eyebrows'),
  word('eyelashes', '@eyelashes'),
  word('nose', '1F443'),
  word('mouth', '1F444'),
  word('lips', '1F48B'),
  word('teeth', '1F9B7'),
  word('tongue', '1F445'),
  word('ears', '1F442'),
  word('hair', '@hair'),
  word('forehead', '@forehead'),
  word('cheeks', '@cheeks'),
  word('chin', '@chin'),
  word('smile', '1F642'),
  word('beard', '1F9D4'),
  word('freckles', '@freckles'),
]);
