import { defineMessage, defineMessages } from 'react-intl';

export const toolbarMessages = defineMessages({
  region: { id: 'communicator.toolbar.label' },
  boards: { id: 'communicator.toolbar.boards' },
  manage: { id: 'communicator.toolbar.manage' },
  defaultName: { id: 'communicator.toolbar.defaultName' },
  featured: { id: 'communicator.toolbar.featured' },
});

export const dialogMessages = defineMessages({
  title: { id: 'communicator.dialog.title' },
  close: { id: 'communicator.dialog.close' },
  menu: { id: 'communicator.dialog.menu' },
  help: { id: 'communicator.dialog.help' },
  terms: { id: 'communicator.dialog.terms' },
  tabs: { id: 'communicator.dialog.tabs' },
  communicatorBoards: { id: 'communicator.tab.communicatorBoards' },
  publicBoards: { id: 'communicator.tab.publicBoards' },
  myBoards: { id: 'communicator.tab.myBoards' },
  myBoardsNeedLogin: { id: 'communicator.myBoards.needLogin' },
  logIn: { id: 'communicator.myBoards.logIn' },
  search: { id: 'communicator.search' },
});

export const listMessages = defineMessages({
  loadMore: { id: 'communicator.list.loadMore' },
  empty: { id: 'communicator.list.empty' },
  loading: { id: 'communicator.list.loading' },
  loadFailed: { id: 'communicator.list.loadFailed' },
  tryAgain: { id: 'communicator.list.tryAgain' },
  public: { id: 'communicator.list.public' },
  private: { id: 'communicator.list.private' },
  root: { id: 'communicator.list.root' },
  untitled: { id: 'communicator.list.untitled' },
});

export const actionMessages = defineMessages({
  info: { id: 'communicator.action.info' },
  report: { id: 'communicator.action.report' },
  editImage: { id: 'communicator.action.editImage' },
  editDetails: { id: 'communicator.action.editDetails' },
  add: { id: 'communicator.action.add' },
  remove: { id: 'communicator.action.remove' },
  publish: { id: 'communicator.action.publish' },
  unpublish: { id: 'communicator.action.unpublish' },
  delete: { id: 'communicator.action.delete' },
});

export const detailsMessages = defineMessages({
  editTitle: { id: 'communicator.details.editTitle' },
  publishTitle: { id: 'communicator.details.publishTitle' },
  publishIntro: { id: 'communicator.details.publishIntro' },
  name: { id: 'communicator.details.name' },
  description: { id: 'communicator.details.description' },
  save: { id: 'communicator.details.save' },
  publish: { id: 'communicator.details.publish' },
  cancel: { id: 'communicator.details.cancel' },
  failed: { id: 'communicator.details.failed' },
});

export const deleteMessages = defineMessages({
  title: { id: 'communicator.delete.title' },
  cancel: { id: 'communicator.delete.cancel' },
  confirm: { id: 'communicator.delete.confirm' },
  failed: { id: 'communicator.delete.failed' },
});

export const coverMessages = defineMessages({
  title: { id: 'communicator.cover.title' },
  none: { id: 'communicator.cover.none' },
  screenshot: { id: 'communicator.cover.screenshot' },
  remove: { id: 'communicator.cover.remove' },
  failed: { id: 'communicator.cover.failed' },
  done: { id: 'communicator.cover.done' },
});

export const infoMessages = defineMessages({
  title: { id: 'communicator.info.title' },
  name: { id: 'communicator.info.name' },
  description: { id: 'communicator.info.description' },
  author: { id: 'communicator.info.author' },
  tiles: { id: 'communicator.info.tiles' },
  language: { id: 'communicator.info.language' },
  lastEdited: { id: 'communicator.info.lastEdited' },
  visibility: { id: 'communicator.info.visibility' },
  copiedFrom: { id: 'communicator.info.copiedFrom' },
  close: { id: 'communicator.info.close' },
});

export const reportMessages = defineMessages({
  title: { id: 'communicator.report.title' },
  reason: { id: 'communicator.report.reason' },
  send: { id: 'communicator.report.send' },
  cancel: { id: 'communicator.report.cancel' },
  close: { id: 'communicator.report.close' },
  failed: { id: 'communicator.report.failed' },
  sent: { id: 'communicator.report.sent' },
});

/** The reasons offered; the English text is what moderators read in the report. */
export const reportReasons = defineMessages({
  offensive: { id: 'communicator.report.reason.offensive', defaultMessage: 'It is offensive or inappropriate' },
  spam: { id: 'communicator.report.reason.spam', defaultMessage: 'It is spam or advertising' },
  copyright: { id: 'communicator.report.reason.copyright', defaultMessage: "It uses someone else's work without permission" },
  personal: { id: 'communicator.report.reason.personal', defaultMessage: 'It shows private information about someone' },
  harmful: { id: 'communicator.report.reason.harmful', defaultMessage: 'It could harm someone' },
  other: { id: 'communicator.report.reason.other', defaultMessage: 'Something else' },
});
export type ReportReason = keyof typeof reportReasons;

export const featuredMessages = defineMessages({
  title: { id: 'communicator.featured.title' },
  intro: { id: 'communicator.featured.intro' },
  current: { id: 'communicator.featured.current' },
  close: { id: 'communicator.featured.close' },
});

// Texts with values, each typed with what it needs.
export const shownMessage = defineMessage<{ shown: number; total: number }>({ id: 'communicator.list.shown' });
export const tileCountMessage = defineMessage<{ count: number }>({ id: 'communicator.list.tileCount' });
export const byAuthorMessage = defineMessage<{ author: string }>({ id: 'communicator.list.byAuthor' });
export const boardActionsMessage = defineMessage<{ name: string }>({ id: 'communicator.list.actions' });
export const deleteBodyMessage = defineMessage<{ name: string }>({ id: 'communicator.delete.body' });
export const coverIntroMessage = defineMessage<{ name: string }>({ id: 'communicator.cover.intro' });
export const coverPreviewMessage = defineMessage<{ name: string }>({ id: 'communicator.cover.preview' });
export const reportIntroMessage = defineMessage<{ name: string }>({ id: 'communicator.report.intro' });
export const featuredSizedTitleMessage = defineMessage<{ title: string; columns: number; rows: number }>({ id: 'communicator.featured.sizedTitle' });
