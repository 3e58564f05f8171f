import { defineMessages } from 'react-intl';

export const outputBarMessages = defineMessages({
  output: { id: 'board.output.label' },
});
