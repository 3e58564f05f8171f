import { defineMessages } from 'react-intl';

// Notices of the communicator dialog's edits (spec 01 §2 Notifications); the store keeps whole descriptors.
export const communicatorNotices = defineMessages({
  boardAdded: { id: 'communicator.notice.boardAdded', defaultMessage: 'Board added to your communicator' },
  boardRemoved: { id: 'communicator.notice.boardRemoved', defaultMessage: 'Board removed from your communicator' },
  rootNotRemoved: { id: 'communicator.notice.rootNotRemoved', defaultMessage: 'The root board cannot be removed from the communicator' },
  published: { id: 'communicator.notice.published', defaultMessage: 'Board published: everybody can see it now' },
  unpublished: { id: 'communicator.notice.unpublished', defaultMessage: 'Board unpublished: only you can see it now' },
  activeNotDeleted: { id: 'communicator.notice.activeNotDeleted', defaultMessage: 'The board on screen cannot be deleted. Open another board first.' },
});
