import { defineMessage, defineMessages } from 'react-intl';

export const boardMessages = defineMessages({
  tiles: { id: 'board.tiles.label' },
  scrollUp: { id: 'board.scrollUp' },
  scrollDown: { id: 'board.scrollDown' },
  back: { id: 'app.back' },
  emptyBoard: { id: 'board.empty' },
  keyboardTile: { id: 'board.keyboardTile' },
});

export const wordGuideMessages = defineMessages({
  stop: { id: 'board.wordGuide.stop' },
  offPath: { id: 'board.wordGuide.offPath' },
});
export const wordGuideHeading = defineMessage<{ word: string }>({ id: 'board.wordGuide.heading' });
export const wordGuidePress = defineMessage<{ tile: string }>({ id: 'board.wordGuide.press' });
export const wordGuideHere = defineMessage<{ word: string }>({ id: 'board.wordGuide.here' });
