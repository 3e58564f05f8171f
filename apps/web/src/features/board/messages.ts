import { defineMessages } from 'react-intl';

export const boardMessages = defineMessages({
  tiles: { id: 'board.tiles.label' },
  scrollUp: { id: 'board.scrollUp' },
  scrollDown: { id: 'board.scrollDown' },
  emptyBoard: { id: 'board.empty' },
});
