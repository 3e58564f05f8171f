import { defineMessages } from 'react-intl';

export const boardMessages = defineMessages({
  tiles: { id: 'board.tiles.label' },
  scrollUp: { id: 'board.scrollUp' },
  scrollDown: { id: 'board.scrollDown' },
  back: { id: 'app.back' },
  emptyBoard: { id: 'board.empty' },
});
