import { defineMessages } from 'react-intl';

export const boardMessages = defineMessages({
  output: { id: 'board.output.label' },
  navigationBar: { id: 'board.navigationBar.label' },
  settings: { id: 'board.navigationBar.settings' },
  tiles: { id: 'board.tiles.label' },
});
