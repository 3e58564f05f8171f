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
  versionsTitle: { id: 'sync.dialog.versionsTitle', defaultMessage: 'Kept on this device' },
  versionsHelp: {
    id: 'sync.dialog.versionsHelp',
    defaultMessage:
      'Your versions of boards that a sync could not keep whole: changed on another device at the same time, or deleted there. Bring one back if you want it.',
  },
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
export const accountHistoryTitle = defineMessage<{ name: string }>({ id: 'sync.history.title', defaultMessage: 'Earlier versions of {name} in your account' });
export const accountVersionLabel = defineMessage<{ version: number; time: string }>({
  id: 'sync.history.version',
  defaultMessage: 'Version {version}, until {time}',
});
export const accountVersionDetails = defineMessage<{ device: string; count: number }>({
  id: 'sync.history.details',
  defaultMessage: '{device}, {count, plural, one {# tile} other {# tiles}}',
});
export const restoreAccountVersionLabel = defineMessage<{ version: number; name: string }>({
  id: 'sync.history.restore',
  defaultMessage: 'Restore version {version} of {name}',
});
export const accountVersionRestored = defineMessage<{ version: number; name: string }>({
  id: 'sync.history.restored',
  defaultMessage: 'Version {version} of {name} is back.',
});
export const accountHistoryMessages = defineMessages({
  help: {
    id: 'sync.history.help',
    defaultMessage:
      'Your account keeps the last 20 versions of each board, from every device. Restoring one makes it the newest version; the one it replaces is kept too.',
  },
  loading: { id: 'sync.history.loading', defaultMessage: 'Loading earlier versions…' },
  failed: { id: 'sync.history.failed', defaultMessage: 'Earlier versions could not be loaded. Check your connection and try again.' },
  none: { id: 'sync.history.none', defaultMessage: 'This board has no earlier versions yet.' },
  unknownDevice: { id: 'sync.history.unknownDevice', defaultMessage: 'Unknown device' },
});
