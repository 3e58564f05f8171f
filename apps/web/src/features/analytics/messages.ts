import { defineMessage, defineMessages } from 'react-intl';

export const analyticsMessages = defineMessages({
  title: { id: 'analytics.title' },
  reports: { id: 'analytics.consent.title' },
  explain: { id: 'analytics.consent.explain' },
  paused: { id: 'analytics.paused' },
  period: { id: 'analytics.range.label' },
  loadError: { id: 'analytics.loadError' },
  empty: { id: 'analytics.empty' },
  totals: { id: 'analytics.totals' },
  navigation: { id: 'analytics.category.navigation' },
  speech: { id: 'analytics.category.speech' },
  editing: { id: 'analytics.category.editing' },
  words: { id: 'analytics.card.words' },
  phrases: { id: 'analytics.card.phrases' },
  boards: { id: 'analytics.card.boards' },
  editions: { id: 'analytics.card.editions' },
  details: { id: 'analytics.card.details' },
  close: { id: 'analytics.close' },
  name: { id: 'analytics.column.name' },
  timesClicked: { id: 'analytics.column.timesClicked' },
  action: { id: 'analytics.column.action' },
  date: { id: 'analytics.column.date' },
  count: { id: 'analytics.column.count' },
  word: { id: 'analytics.column.word' },
  firstUsed: { id: 'analytics.column.firstUsed' },
  sessions: { id: 'analytics.column.sessions' },
  minutes: { id: 'analytics.column.minutes' },
  source: { id: 'analytics.column.source' },
  usageChart: { id: 'analytics.chart.minutes' },
  sessionsChart: { id: 'analytics.chart.sessions' },
  sources: { id: 'analytics.chart.sources' },
  topButtons: { id: 'analytics.topButtons' },
  topBoards: { id: 'analytics.topBoards' },
  language: { id: 'analytics.language.title' },
  totalWords: { id: 'analytics.language.totalWords' },
  differentWords: { id: 'analytics.language.differentWords' },
  mlu: { id: 'analytics.language.mlu' },
  coreShare: { id: 'analytics.language.coreShare' },
  frequency: { id: 'analytics.language.frequency' },
  newWords: { id: 'analytics.language.newWords' },
  modeled: { id: 'analytics.language.modeled' },
  noWords: { id: 'analytics.language.none' },
  exportCsv: { id: 'analytics.export.csv' },
  exportLam: { id: 'analytics.export.lam' },
  deleteAll: { id: 'analytics.delete' },
  deleteQuestion: { id: 'analytics.delete.question' },
  deleteConfirm: { id: 'analytics.delete.confirm' },
  cancel: { id: 'analytics.cancel' },
});

export const sourceMessages = defineMessages({
  openmoji: { id: 'analytics.source.openmoji' },
  tessera: { id: 'analytics.source.tessera' },
  arasaac: { id: 'analytics.source.arasaac' },
  globalsymbols: { id: 'analytics.source.globalsymbols' },
  mulberry: { id: 'analytics.source.mulberry' },
  cboard: { id: 'analytics.source.cboard' },
  own: { id: 'analytics.source.own' },
  other: { id: 'analytics.source.other' },
  none: { id: 'analytics.source.none' },
});

// Notices need a defaultMessage too: the store keeps whole descriptors.
export const analyticsNotices = defineMessages({
  exportFailed: { id: 'analytics.export.failed', defaultMessage: 'The file could not be downloaded. Check your connection and try again.' },
  changeFailed: { id: 'analytics.change.failed', defaultMessage: 'Your change could not be saved. Check your connection and try again.' },
});

export const daysMessage = defineMessage<{ count: number }>({ id: 'analytics.range.days' });
export const detailsOfMessage = defineMessage<{ name: string }>({ id: 'analytics.card.detailsOf' });
export const playMessage = defineMessage<{ word: string }>({ id: 'analytics.play' });
