import { defineMessage, defineMessages } from 'react-intl';

// Texts of the copy-public-board and blocked-private-board dialogs (spec 01 §2, §4, §8); English in en.json.
export const copyMessages = defineMessages({
  title: { id: 'publicBoard.copy.title' },
  notNow: { id: 'publicBoard.copy.notNow' },
  copy: { id: 'publicBoard.copy.confirm' },
  copying: { id: 'publicBoard.copy.copying' },
  close: { id: 'publicBoard.copy.close' },
  // Spec 01 §8, public board copy failure.
  failed: { id: 'publicBoard.copy.failed' },
  // The Copy action of a board of the public list, and why it is not available.
  action: { id: 'publicBoard.copy.action' },
  listedInCommunicator: { id: 'publicBoard.copy.listedInCommunicator' },
});

type Named = { name: string; author: string | undefined };
/** What the dialog says about the board: the offer, or why there is none. */
export const copyTexts = {
  offerByAuthor: defineMessage<Named>({ id: 'publicBoard.copy.offerByAuthor' }),
  offer: defineMessage<Named>({ id: 'publicBoard.copy.offer' }),
  offerOnEdit: defineMessage<Named>({ id: 'publicBoard.copy.offerOnEdit' }),
  refusedInCommunicator: defineMessage<Named>({ id: 'publicBoard.copy.refusedInCommunicator' }),
  refusedAuthor: defineMessage<Named>({ id: 'publicBoard.copy.refusedAuthor' }),
};

// A notice outlives the dialog in the store, so it carries its English text too.
export const copiedNotice = defineMessages({
  copied: { id: 'publicBoard.copy.copied', defaultMessage: 'Board copied: the copy and its folders are yours, in your communicator' },
}).copied;

export const privateMessages = defineMessages({
  title: { id: 'publicBoard.private.title' },
  body: { id: 'publicBoard.private.body' },
  ok: { id: 'publicBoard.private.ok' },
});
