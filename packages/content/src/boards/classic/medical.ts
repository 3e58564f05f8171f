import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Health: where it hurts, how it feels, and who and what helps. */
export const medicalBoard = classicBoard('medical', [
  word('sick', '1F912'),
  word('hurt', '1F915'),
  word('headache', 'E31D'),
  word('earache', 'E31E'),
  word('backache', 'E321'),
  word('knee-pain', 'E320'),
  word('cough', '@cough'),
  word('sneeze', '1F927'),
  word('vomit', '1F92E'),
  word('dizzy', '1F635-200D-1F4AB'),
  word('broken-leg', 'E31F'),
  word('blood', '1FA78'),
  word('doctor', '1F9D1-200D-2695-FE0F'),
  word('hospital', '1F3E5'),
  word('ambulance', '1F691'),
  word('medicine', '1F48A'),
  word('injection', '1F489'),
  word('plaster', '1FA79'),
  word('thermometer', 'E324'),
  word('stethoscope', '1FA7A'),
  word('x-ray', '1FA7B'),
  word('face-mask', '1F637'),
  word('wheelchair', '1F9BD'),
  word('crutches', 'E326'),
]);
