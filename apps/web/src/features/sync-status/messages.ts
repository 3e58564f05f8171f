import { defineMessage, defineMessages } from 'react-intl';

export const syncMessages = defineMessages({
  synced: { id: 'sync.status.synced', defaultMessage: 'Synced' },
  syncing: { id: 'sync.status.syncing', defaultMessage: 'Saving changes to your account' },
  pending: { id: 'sync.status.pending', defaultMessage: 'Changes waiting to be saved to your account' },
  failed: { id: 'sync.status.failed', defaultMessage: 'Not synced yet' },
  title: { id: 'sync.dialog.title', defaultMessage: 'Sync' },
  allSaved: { id: 'sync.dialog.allSaved', defaultMessage: 'All your changes are saved to your account.' },
  failedBody: {
    id: 'sync.dialog.failedBody',
    defaultMessage: 'Your changes are kept on this device and will be sent when the server can be reached.',
  },
  retry: { id: 'sync.dialog.retry', defaultMessage: 'Try again now' },
  close: { id: 'sync.dialog.close', defaultMessage: 'Close' },
  versionsTitle: { id: 'sync.dialog.versionsTitle', defaultMessage: 'Earlier versions' },
  versionsHelp: {
    id: 'sync.dialog.versionsHelp',
    defaultMessage: 'When a board was changed on two devices, the newer change wins. The other version is kept here so you can bring it back.',
  },
  noVersions: { id: 'sync.dialog.noVersions', defaultMessage: 'No earlier versions.' },
  restoreButton: { id: 'sync.dialog.restoreButton', defaultMessage: 'Restore' },
  discardButton: { id: 'sync.dialog.discardButton', defaultMessage: 'Discard' },
});

// Messages with values are typed by their values.
export const waitingMessage = defineMessage<{ count: number }>({
    id: 'sync.dialog.waiting',
    defaultMessage: '{count, plural, one {# change is} other {# changes are}} waiting to be sent to your account.',
  });
export const lastErrorMessage = defineMessage<{ message: string }>({ id: 'sync.dialog.lastError', defaultMessage: 'Last try: {message}' });
export const lastSyncedMessage = defineMessage<{ time: string }>({ id: 'sync.dialog.lastSynced', defaultMessage: 'Last saved to your account: {time}' });
export const replacedMessage = defineMessage<{ time: string }>({ id: 'sync.dialog.replaced', defaultMessage: 'Replaced by a newer change, {time}' });
export const deletedMessage = defineMessage<{ time: string }>({ id: 'sync.dialog.deleted', defaultMessage: 'Deleted on another device, {time}' });
export const restoreMessage = defineMessage<{ name: string }>({ id: 'sync.dialog.restore', defaultMessage: 'Restore {name}' });
export const discardMessage = defineMessage<{ name: string }>({ id: 'sync.dialog.discard', defaultMessage: 'Discard {name}' });
export const restoredMessage = defineMessage<{ name: string }>({ id: 'sync.notice.restored', defaultMessage: 'The earlier version of {name} is back.' });
