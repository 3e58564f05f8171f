import { defineMessage, defineMessages } from 'react-intl';

export const settingsMenuMessages = defineMessages({
  title: { id: 'settings.title' },
  guest: { id: 'settings.account.guest' },
  loginSignup: { id: 'settings.account.loginSignup' },
  logout: { id: 'settings.account.logout' },
  groupPeople: { id: 'settings.group.people' },
  groupLanguage: { id: 'settings.group.language' },
  groupSystem: { id: 'settings.group.system' },
  groupHelp: { id: 'settings.group.help' },
  people: { id: 'settings.people.title' },
  subscribe: { id: 'settings.subscribe.title' },
  language: { id: 'settings.language.title' },
  speech: { id: 'settings.speech.title' },
  export: { id: 'settings.export.title' },
  import: { id: 'settings.import.title' },
  display: { id: 'settings.display.title' },
  devices: { id: 'settings.devices.title' },
  scanning: { id: 'settings.scanning.title' },
  navigation: { id: 'settings.navigation.title' },
  usageReports: { id: 'settings.usageReports' },
  userHelp: { id: 'settings.menu.userHelp' },
  about: { id: 'settings.about.title' },
  donate: { id: 'settings.menu.donate' },
  feedback: { id: 'settings.menu.feedback' },
  feedbackSubject: { id: 'settings.menu.feedbackSubject' },
  guidedTour: { id: 'settings.tour.start' },
});

export const displayMessages = defineMessages({
  title: { id: 'settings.display.title' },
  uiSize: { id: 'settings.display.uiSize' },
  fontFamily: { id: 'settings.display.fontFamily' },
  fontSize: { id: 'settings.display.fontSize' },
  standard: { id: 'settings.display.size.standard' },
  large: { id: 'settings.display.size.large' },
  extraLarge: { id: 'settings.display.size.extraLarge' },
  hideOutputBar: { id: 'settings.display.hideOutputBar' },
  increaseOutputButtons: { id: 'settings.display.increaseOutputButtons' },
  labelPosition: { id: 'settings.display.labelPosition' },
  above: { id: 'settings.display.label.above' },
  below: { id: 'settings.display.label.below' },
  hidden: { id: 'settings.display.label.hidden' },
  darkTheme: { id: 'settings.display.darkTheme' },
  save: { id: 'settings.save' },
});

export const settingsNotices = defineMessages({
  saved: { id: 'settings.notice.saved', defaultMessage: 'Settings saved' },
  toursReset: { id: 'settings.notice.toursReset', defaultMessage: 'The help tours will show again.' },
});

export const speechMessages = defineMessages({
  title: { id: 'settings.speech.title' },
  voice: { id: 'settings.speech.voice' },
  online: { id: 'settings.speech.online' },
  noVoices: { id: 'settings.speech.noVoices' },
  pitch: { id: 'settings.speech.pitch' },
  rate: { id: 'settings.speech.rate' },
  sample: { id: 'settings.speech.sample' },
});

export const navigationMessages = defineMessages({
  title: { id: 'settings.navigation.title' },
  caBackButton: { id: 'settings.navigation.caBackButton' },
  caBackButtonHelp: { id: 'settings.navigation.caBackButton.help' },
  bigScrollButtons: { id: 'settings.navigation.bigScrollButtons' },
  bigScrollButtonsHelp: { id: 'settings.navigation.bigScrollButtons.help' },
  buttonsStyle: { id: 'settings.navigation.buttonsStyle' },
  buttonsStyleHelp: { id: 'settings.navigation.buttonsStyle.help' },
  onSides: { id: 'settings.navigation.buttonsStyle.onSides' },
  onTop: { id: 'settings.navigation.buttonsStyle.onTop' },
  shareShow: { id: 'settings.navigation.shareShow' },
  shareShowHelp: { id: 'settings.navigation.shareShow.help' },
  removeOutput: { id: 'settings.navigation.removeOutput' },
  removeOutputHelp: { id: 'settings.navigation.removeOutput.help' },
  quickUnlock: { id: 'settings.navigation.quickUnlock' },
  quickUnlockHelp: { id: 'settings.navigation.quickUnlock.help' },
  vocalizeFolders: { id: 'settings.navigation.vocalizeFolders' },
  vocalizeFoldersHelp: { id: 'settings.navigation.vocalizeFolders.help' },
  resetTours: { id: 'settings.navigation.resetTours' },
  resetToursHelp: { id: 'settings.navigation.resetTours.help' },
  resetToursButton: { id: 'settings.navigation.resetTours.button' },
  resetToursConfirmTitle: { id: 'settings.navigation.resetTours.confirmTitle' },
  resetToursConfirmText: { id: 'settings.navigation.resetTours.confirmText' },
  resetToursCancel: { id: 'settings.navigation.resetTours.cancel' },
  liveMode: { id: 'settings.navigation.liveMode' },
  liveModeHelp: { id: 'settings.navigation.liveMode.help' },
  autoplay: { id: 'settings.navigation.autoplay' },
  autoplayHelp: { id: 'settings.navigation.autoplay.help' },
  improvePhrase: { id: 'settings.navigation.improvePhrase' },
  improvePhraseHelp: { id: 'settings.navigation.improvePhrase.help' },
  // Why a premium feature is off, and the way to it (spec 01 §6), as the subscribe banner says it.
  premiumTrialEnded: { id: 'premium.trialEnded' },
  premiumBlocked: { id: 'premium.blocked' },
  subscribe: { id: 'subscriptions.subscribe' },
  save: { id: 'settings.save' },
});

export const languageMessages = defineMessages({
  title: { id: 'settings.language.title' },
  online: { id: 'settings.speech.online' },
  save: { id: 'settings.save' },
  moreLanguages: { id: 'settings.language.moreLanguages' },
  moreLanguagesHelp: { id: 'settings.language.moreLanguagesHelp' },
  moreLanguagesVoices: { id: 'settings.language.moreLanguagesVoices' },
  close: { id: 'settings.language.close' },
});
export const scanningMessages = defineMessages({
  title: { id: 'settings.scanning.title' },
  enable: { id: 'settings.scanning.enable' },
  delay: { id: 'settings.scanning.delay' },
  method: { id: 'settings.scanning.method' },
  automatic: { id: 'settings.scanning.automatic' },
  manual: { id: 'settings.scanning.manual' },
  auditory: { id: 'settings.scanning.auditory' },
  auditoryHelp: { id: 'settings.scanning.auditoryHelp' },
  dwell: { id: 'settings.scanning.dwell' },
  dwellHelp: { id: 'settings.scanning.dwellHelp' },
  dwellTime: { id: 'settings.scanning.dwellTime' },
});

/** A duration in seconds, as the scanning delays and dwell times are shown. */
export const secondsMessage = defineMessage<{ value: number }>({ id: 'settings.scanning.seconds' });

/** The settings tour (spec 02 §2 "Settings tour"): a title and text per step, its buttons and its carousels. */
export const tourMessages = defineMessages({
  welcomeTitle: { id: 'settings.tour.welcome.title' },
  welcome: { id: 'settings.tour.welcome' },
  language: { id: 'settings.tour.language' },
  speech: { id: 'settings.tour.speech' },
  export: { id: 'settings.tour.export' },
  import: { id: 'settings.tour.import' },
  display: { id: 'settings.tour.display' },
  scanning: { id: 'settings.tour.scanning' },
  navigation: { id: 'settings.tour.navigation' },
  back: { id: 'settings.tour.back' },
  next: { id: 'settings.tour.next' },
  last: { id: 'settings.tour.last' },
  skip: { id: 'settings.tour.skip' },
  carousel: { id: 'settings.tour.carousel' },
  slide: { id: 'settings.tour.slide' },
  previousPicture: { id: 'settings.tour.previousPicture' },
  nextPicture: { id: 'settings.tour.nextPicture' },
  pausePictures: { id: 'settings.tour.pausePictures' },
  playPictures: { id: 'settings.tour.playPictures' },
  displayPictures: { id: 'settings.tour.display.pictures' },
  labelsBelow: { id: 'settings.tour.display.labelsBelow' },
  largeTiles: { id: 'settings.tour.display.largeTiles' },
  darkTheme: { id: 'settings.tour.display.darkTheme' },
  scanningPictures: { id: 'settings.tour.scanning.pictures' },
  scanRow: { id: 'settings.tour.scanning.row' },
  scanTile: { id: 'settings.tour.scanning.tile' },
  navigationPictures: { id: 'settings.tour.navigation.pictures' },
  bigBack: { id: 'settings.tour.navigation.bigBack' },
  bigScroll: { id: 'settings.tour.navigation.bigScroll' },
  sharePhrase: { id: 'settings.tour.navigation.sharePhrase' },
});

/** The board walkthrough's steps (board-tour.tsx): a title and a sentence per part of the board screen. */
export const boardTourMessages = defineMessages({
  tilesTitle: { id: 'boardTour.tiles.title' },
  tiles: { id: 'boardTour.tiles' },
  outputTitle: { id: 'boardTour.output.title' },
  output: { id: 'boardTour.output' },
  speakTitle: { id: 'boardTour.speak.title' },
  speak: { id: 'boardTour.speak' },
  editTitle: { id: 'boardTour.edit.title' },
  edit: { id: 'boardTour.edit' },
  settingsTitle: { id: 'boardTour.settings.title' },
  settings: { id: 'boardTour.settings' },
  lockTitle: { id: 'boardTour.lock.title' },
  lock: { id: 'boardTour.lock' },
});

export const tourProgressMessage = defineMessage<{ current: number; total: number }>({
  id: 'settings.tour.progress',
  defaultMessage: 'Step {current} of {total}',
});
export const slideMessage = defineMessage<{ current: number; total: number }>({ id: 'settings.tour.slideOf', defaultMessage: '{current} of {total}' });
