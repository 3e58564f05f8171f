import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

type Counts = { done: number; total: number };

export const exportMessages = defineMessages({
  title: { id: 'settings.export.title' },
  singleHeading: { id: 'settings.export.single.heading' },
  singleHelp: { id: 'settings.export.single.help' },
  allHeading: { id: 'settings.export.all.heading' },
  allHelp: { id: 'settings.export.all.help' },
  board: { id: 'settings.export.board' },
  chooseBoard: { id: 'settings.export.chooseBoard' },
  format: { id: 'settings.export.format' },
  cboard: { id: 'settings.export.format.cboard' },
  openboard: { id: 'settings.export.format.openboard' },
  pdf: { id: 'settings.export.format.pdf' },
  picseePdf: { id: 'settings.export.format.picseePdf' },
  exportBoard: { id: 'settings.export.exportBoard' },
  exportAll: { id: 'settings.export.exportAll' },
  working: { id: 'settings.export.working' },
});

/** Notices of the export (the notifier's descriptors carry their English text). */
export const exportNotices = defineMessages({
  downloaded: { id: 'settings.export.downloaded', defaultMessage: 'Your board(s) was downloaded' },
  failed: { id: 'settings.export.failed', defaultMessage: 'The file could not be made. Please try again.' },
});

export const exportProgressMessage = defineMessage<Counts>({ id: 'settings.export.progress' });
/** A PDF's progress counts boards (spec 02 §4: boards done / total). */
export const exportBoardProgressMessage = defineMessage<Counts>({ id: 'settings.export.boardProgress' });
export const importProgressMessage = defineMessage<Counts>({ id: 'settings.import.progress' });
export const importSuccessMessage = defineMessage<{ n: number }>({ id: 'settings.import.success' });

export const importMessages = defineMessages({
  title: { id: 'settings.import.title' },
  help: { id: 'settings.import.help' },
  chooseFile: { id: 'settings.import.chooseFile' },
  working: { id: 'settings.import.working' },
  nothing: { id: 'settings.import.nothing' },
  error: { id: 'settings.import.error' },
  noFile: { id: 'settings.import.noFile' },
  invalidFile: { id: 'settings.import.invalidFile' },
});

/** What is wrong with a file, named under the spec's error message (spec 02 §8). */
export const importProblemMessages: Record<string, MessageDescriptor> = defineMessages({
  'file-too-large': { id: 'settings.import.problem.fileTooLarge' },
  'broken-json': { id: 'settings.import.problem.brokenJson' },
  'not-a-zip': { id: 'settings.import.problem.notAZip' },
  'zip-bomb': { id: 'settings.import.problem.zipBomb' },
  'too-many-files': { id: 'settings.import.problem.tooManyFiles' },
  'unsafe-path': { id: 'settings.import.problem.unsafePath' },
  'missing-manifest': { id: 'settings.import.problem.missingManifest' },
  'too-many-boards': { id: 'settings.import.problem.tooManyBoards' },
  'too-many-buttons': { id: 'settings.import.problem.tooManyButtons' },
  'grid-too-large': { id: 'settings.import.problem.gridTooLarge' },
  'invalid-board': { id: 'settings.import.problem.invalidBoard' },
  storage: { id: 'settings.import.problem.storage' },
});
