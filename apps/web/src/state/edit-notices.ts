import { defineMessages } from 'react-intl';

// Notices the board edits raise; the store keeps whole descriptors, so each carries its English text too.
export const editNotices = defineMessages({
  tilesDeleted: { id: 'boardEdit.notice.tilesDeleted', defaultMessage: '{count, plural, one {# tile deleted} other {# tiles deleted}}' },
  boardDeleted: { id: 'boardEdit.notice.boardDeleted', defaultMessage: 'Board permanently deleted' },
  undo: { id: 'boardEdit.notice.undo', defaultMessage: 'Undo' },
  pasteError: { id: 'boardEdit.notice.pasteError', defaultMessage: 'WARNING: There was an error on tiles paste.' },
  storageFull: {
    id: 'boardEdit.notice.storageFull',
    defaultMessage:
      'This device is out of storage space, so your last change is not saved yet. Everything saved before is safe. Free some space and Tessera will save it with your next change.',
  },
  storageFailed: {
    id: 'boardEdit.notice.storageFailed',
    defaultMessage: 'Your last change could not be saved on this device yet. Everything saved before is safe; Tessera will try again with your next change.',
  },
});
