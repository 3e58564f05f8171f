import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Places to go. */
export const placesBoard = classicBoard('places', [
  word('home', '1F3E0'),
  word('school', '1F3EB'),
  word('park', '1F3DE'),
  word('playground', '1F6DD'),
  word('shop', '1F3EA'),
  word('supermarket', '1F6D2'),
  word('restaurant', '@restaurant'),
  word('cafe', 'E200'),
  word('hospital', '1F3E5'),
  word('library', '@library'),
  word('swimming-pool', '@swimming-pool'),
  word('cinema', '1F3A6'),
  word('beach', '1F3D6'),
  word('mountains', '26F0'),
  word('city', '1F3D9'),
  word('church', '26EA'),
  word('mosque', '1F54C'),
  word('synagogue', '1F54D'),
  word('post-office', '1F3E4'),
  word('bank', '1F3E6'),
  word('hotel', '1F3E8'),
  word('airport', '1F6EB'),
  word('train-station', '1F689'),
  word('bus-stop', '1F68F'),
  word('toilet', '1F6BB'),
  word('zoo', '@zoo'),
]);
