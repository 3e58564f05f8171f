import { defineMessage, defineMessages } from 'react-intl';

export const keyboardMessages = defineMessages({
  keys: { id: 'keyboard.keys' },
  predictions: { id: 'keyboard.predictions' },
  typed: { id: 'keyboard.typed' },
  space: { id: 'keyboard.space' },
  backspace: { id: 'keyboard.backspace' },
  order: { id: 'keyboard.order' },
  orderAbc: { id: 'keyboard.order.abc' },
  orderUsual: { id: 'keyboard.order.usual' },
  learning: { id: 'keyboard.learning' },
  forgetAll: { id: 'keyboard.forgetAll' },
});
export const forgetWordMessage = defineMessage<{ word: string }>({ id: 'keyboard.forgetWord' });
