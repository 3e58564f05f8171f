import { defineMessages } from 'react-intl';

// Notices of the sync (spec 01 §8 for the board and communicator fallbacks; the rest are ours, in plain words).
export const syncNotices = defineMessages({
  createFailed: { id: 'sync.notice.createFailed', defaultMessage: 'Failed to create board' },
  updateFailed: { id: 'sync.notice.updateFailed', defaultMessage: 'Failed to update board' },
  deleteFailed: { id: 'sync.notice.deleteFailed', defaultMessage: 'Failed to delete board' },
  loadFailed: { id: 'sync.notice.loadFailed', defaultMessage: 'Failed to load boards' },
  communicatorFailed: { id: 'sync.notice.communicatorFailed', defaultMessage: 'Unexpected communicator API error' },
  deletedElsewhere: {
    id: 'sync.notice.deletedElsewhere',
    defaultMessage: 'A board you changed was deleted on another device. Your version is kept under Sync, Kept on this device.',
  },
  mergedWithOther: {
    id: 'sync.notice.mergedWithOther',
    defaultMessage:
      'A board you changed was also changed on another device. Both changes are kept; where both changed the same thing, the newer change is used and your version is kept under Sync, Kept on this device.',
  },
  keptPrivate: {
    id: 'sync.notice.keptPrivate',
    defaultMessage: 'The board “{name}” stays private: publishing boards needs a subscription.',
  },
  soundsNotUploaded: {
    id: 'sync.notice.soundsNotUploaded',
    defaultMessage:
      'Recorded sounds were not saved to your account, as voice recording needs a subscription: {boards}. The tiles keep their words, and the sounds stay on this device.',
  },
  keptForLater: {
    id: 'sync.notice.keptForLater',
    defaultMessage: 'Changes not yet saved to your account stay on this device. They are sent when you log in again.',
  },
});
