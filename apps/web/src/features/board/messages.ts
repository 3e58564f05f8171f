import { defineMessages } from 'react-intl';

export const boardMessages = defineMessages({
  tiles: { id: 'board.tiles.label' },
});
