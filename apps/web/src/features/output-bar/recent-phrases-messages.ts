import { defineMessage, defineMessages } from 'react-intl';

// The Recent phrases dialog's texts, apart from messages.ts so that they load with the dialog, not the first board.
export const recentPhrasesMessages = defineMessages({
  title: { id: 'outputBar.recentPhrases.title' },
  search: { id: 'outputBar.recentPhrases.search' },
  empty: { id: 'outputBar.recentPhrases.empty' },
  none: { id: 'outputBar.recentPhrases.none' },
  favourite: { id: 'outputBar.recentPhrases.favourite' },
  clear: { id: 'outputBar.recentPhrases.clear' },
  clearTitle: { id: 'outputBar.recentPhrases.clearTitle' },
  clearText: { id: 'outputBar.recentPhrases.clearText' },
  cancel: { id: 'outputBar.recentPhrases.cancel' },
  close: { id: 'outputBar.recentPhrases.close' },
});

export const favouriteNamed = defineMessage<{ phrase: string }>({ id: 'outputBar.recentPhrases.favouriteNamed' });
