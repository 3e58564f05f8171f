import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Countries, by their flags. */
export const countriesBoard = classicBoard('countries', [
  word('world', '1F30D'),
  word('united-kingdom', '1F1EC-1F1E7'),
  word('ireland', '1F1EE-1F1EA'),
  word('united-states', '1F1FA-1F1F8'),
  word('canada', '1F1E8-1F1E6'),
  word('mexico', '1F1F2-1F1FD'),
  word('brazil', '1F1E7-1F1F7'),
  word('argentina', '1F1E6-1F1F7'),
  word('spain', '1F1EA-1F1F8'),
  word('portugal', '1F1F5-1F1F9'),
  word('france', '1F1EB-1F1F7'),
  word('germany', '1F1E9-1F1EA'),
  word('italy', '1F1EE-1F1F9'),
  word('poland', '1F1F5-1F1F1'),
  word('egypt', '1F1EA-1F1EC'),
  word('nigeria', '1F1F3-1F1EC'),
  word('south-africa', '1F1FF-1F1E6'),
  word('india', '1F1EE-1F1F3'),
  word('china', '1F1E8-1F1F3'),
  word('japan', '1F1EF-1F1F5'),
  word('australia', '1F1E6-1F1FA'),
  word('new-zealand', '1F1F3-1F1FF'),
]);
