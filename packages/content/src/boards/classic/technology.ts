import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Devices and what they do. */
export const technologyBoard = classicBoard('technology', [
  word('computer', '1F5A5'),
  word('laptop', '1F4BB'),
  word('tablet', 'E1CC'),
  word('mobile-phone', '1F4F1'),
  word('telephone', '260E'),
  word('tv', '1F4FA'),
  word('camera', '1F4F7'),
  word('video-camera', '1F4F9'),
  word('headphones', '1F3A7'),
  word('keyboard', '2328'),
  word('mouse', '1F5B1'),
  word('printer', '1F5A8'),
  word('battery', '1F50B'),
  word('charger', '1F50C'),
  word('games-console', '1F579'),
  word('radio', '1F4FB'),
  word('robot', '1F916'),
  word('wifi', '1F6DC'),
  word('email', '1F4E7'),
  word('smartwatch', 'E1CE'),
]);
