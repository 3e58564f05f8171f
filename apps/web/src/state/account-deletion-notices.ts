import { defineMessages } from 'react-intl';

// Notices need a defaultMessage too: the store keeps whole descriptors.
export const accountDeletionNotices = defineMessages({
  deleted: { id: 'account.delete.notice.deleted', defaultMessage: 'Your account was deleted.' },
  failed: { id: 'account.delete.notice.failed', defaultMessage: 'Your account could not be deleted. Check your connection and try again.' },
});
