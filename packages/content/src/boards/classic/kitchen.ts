import { word } from '../../kit/tile-spec.ts';
import { classicBoard } from './classic-board.ts';

/** Things in the kitchen. */
export const kitchenBoard = classicBoard('kitchen', [
  word('knife-and-fork', '1F374'),
  word('spoon', '1F944'),
  word('knife', '1F52A'),
  word('chopsticks', '1F962'),
  word('plate', '@plate'),
  word('bowl', '@bowl'),
  word('cup', '@cup'),
  word('glass', '@glass'),
  word('pan', '1F958'),
  word('teapot', '1FAD6'),
  word('jar', '1FAD9'),
  word('salt', '1F9C2'),
  word('sponge', '1F9FD'),
  word('bin', '1F5D1'),
  word('fridge', '@fridge'),
  word('oven', '@oven'),
  word('microwave', '@microwave'),
  word('kettle', '@kettle'),
  word('toaster', '@toaster'),
  word('sink', '@sink'),
]);
