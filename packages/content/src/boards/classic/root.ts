import { keyedBoard } from '../../kit/define-board.ts';
import { folder } from '../../kit/tile-spec.ts';
import { CLASSIC_TOPICS } from './classic-topics.ts';

/** The home board of the classic English set: one folder for every topic board. */
export const classicRootBoard = keyedBoard({
  id: 'root',
  cover: '1F3E0',
  tiles: CLASSIC_TOPICS.map((topic) => folder(topic.id, topic.cover, topic.id)),
});
