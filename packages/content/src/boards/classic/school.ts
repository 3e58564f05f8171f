import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** School (spec 01 §9: 4 rows x 5 columns). */
export const schoolBoard = classicBoard(
  'school',
  [
    word('teacher', '1F9D1-200D-1F3EB'),
    word('student', '1F9D1-200D-1F393'),
    word('book', '1F4D5'),
    word('pencil', '270F'),
    word('pen', '1F58A'),
    word('crayons', '1F58D'),
    word('paper', '1F4C4'),
    word('notebook', '1F4D3'),
    word('scissors', '2702'),
    word('glue', '@glue'),
    word('ruler', '1F4CF'),
    word('backpack', '1F392'),
    word('computer', '1F5A5'),
    word('chair', '1FA91'),
    word('desk', '@desk'),
    word('homework', '1F4DD'),
    word('maths', '1F522'),
    word('art', '1F3A8'),
    word('music', '1F3B5'),
    word('playground', '1F6DD'),
  ],
  { rows: 4, columns: 5 },
);
