import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Things to do. */
export const activitiesBoard = classicBoard('activities', [
  word('draw', '@draw'),
  word('paint', '1F58C'),
  word('read', '1F4D6'),
  word('write', '270D'),
  word('music', '1F3B5'),
  word('sing', '1F3A4'),
  word('dance', '1F483'),
  word('watch-tv', '@watch-tv'),
  word('video-games', '1F3AE'),
  word('cinema', '1F3A6'),
  word('playground', '1F6DD'),
  word('swimming', '1F3CA'),
  word('bike-ride', '1F6B5'),
  word('go-for-a-walk', '1F6B6'),
  word('puzzles', '1F9E9'),
  word('board-games', '265F'),
  word('cooking', '1F373'),
  word('gardening', 'E341'),
  word('camping', '1F3D5'),
  word('party', '1F389'),
  word('photos', '1F4F8'),
]);
