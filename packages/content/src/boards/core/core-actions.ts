import { CORE_COLOURS as C } from '../../kit/colours.ts';
import { keyedBoard } from '../../kit/define-board.ts';
import { word } from '../../kit/tile-spec.ts';
import { CORE_BOARD_IDS } from './core-ids.ts';

/** More verbs than the core board has room for, grouped: daily life, moving, making, senses, feelings. */
export const coreActionsBoard = keyedBoard({
  id: CORE_BOARD_IDS.actions,
  key: 'core-actions',
  grid: { rows: 5, columns: 6 },
  wordColour: C.verb,
  tiles: [
    word('eat', '1F37D'),
    word('drink', '1F964'),
    word('sleep', '1F6CC'),
    word('wash', 'E0B2'),
    word('brush-teeth', '1FAA5'),
    word('cook', '1F373'),
    word('walk', '1F6B6'),
    word('run', '1F3C3'),
    word('jump', '@jump'),
    word('sit', '1FA91'),
    word('stand', '1F9CD'),
    word('climb', '1F9D7'),
    word('swim', '1F3CA'),
    word('ride', '1F6B4'),
    word('read', '1F4D6'),
    word('write', '270D'),
    word('draw', '1F58D'),
    word('cut', '2702'),
    word('build', '1F3D7'),
    word('listen', '1F442'),
    word('watch', '1F4FA'),
    word('talk', '1F5E3'),
    word('sing', '1F3A4'),
    word('dance', '1F483'),
    word('clean', '1F9F9'),
    word('buy', '1F6D2'),
    word('hug', '1FAC2'),
    word('push', '1FAF8'),
    word('think', '1F914'),
    word('love', '2764'),
  ],
});
