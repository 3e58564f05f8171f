import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Ways to travel. */
export const transportBoard = classicBoard('transport', [
  word('car', '1F697'),
  word('bus', '1F68C'),
  word('train', '1F686'),
  word('plane', '2708'),
  word('boat', '26F5'),
  word('ship', '1F6A2'),
  word('bicycle', '1F6B2'),
  word('motorbike', '1F3CD'),
  word('taxi', '1F695'),
  word('lorry', '1F69A'),
  word('ambulance', '1F691'),
  word('fire-engine', '1F692'),
  word('police-car', '1F693'),
  word('helicopter', '1F681'),
  word('tram', '1F68A'),
  word('underground', '1F687'),
  word('tractor', '1F69C'),
  word('scooter', '1F6F4'),
  word('wheelchair', '1F9BD'),
  word('rocket', '1F680'),
]);
