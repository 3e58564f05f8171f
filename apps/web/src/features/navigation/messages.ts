import { defineMessage, defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  bar: { id: 'navigation.bar.label' },
  goBack: { id: 'navigation.goBack' },
  help: { id: 'navigation.help' },
  print: { id: 'navigation.print' },
  fullscreen: { id: 'navigation.fullscreen' },
  exitFullscreen: { id: 'navigation.exitFullscreen' },
  analytics: { id: 'navigation.analytics' },
  settings: { id: 'navigation.settings' },
  shareBoard: { id: 'navigation.shareBoard' },
  profile: { id: 'navigation.profile' },
  more: { id: 'navigation.more' },
  unlock: { id: 'navigation.unlock' },
  lock: { id: 'navigation.lock' },
  untitledBoard: { id: 'navigation.untitledBoard' },
  findWord: { id: 'navigation.findWord' },
  pauseReports: { id: 'navigation.pauseReports' },
  modeling: { id: 'navigation.modeling' },
  keyboard: { id: 'navigation.keyboard' },
});

// Notices need a defaultMessage too: the store keeps whole descriptors, and core's queue expects them.
export const lockNotices = defineMessages({
  clicksToUnlock: { id: 'navigation.lock.clicksToUnlock', defaultMessage: '{count, plural, one {# click to unlock} other {# clicks to unlock}}' },
  unlocked: { id: 'navigation.lock.unlocked', defaultMessage: 'Unlocked' },
  locked: { id: 'navigation.lock.locked', defaultMessage: 'Locked' },
  profileLocked: { id: 'navigation.profile.locked', defaultMessage: 'Unlock to see your profile' },
});

export const printMessages = defineMessages({
  title: { id: 'navigation.printDialog.title' },
  help: { id: 'navigation.printDialog.help' },
  working: { id: 'navigation.printDialog.working' },
  failed: { id: 'navigation.printDialog.failed' },
  printBoard: { id: 'navigation.printDialog.printBoard' },
  cancel: { id: 'navigation.printDialog.cancel' },
});

export const shareMessages = defineMessages({
  title: { id: 'navigation.shareDialog.title' },
  logIn: { id: 'navigation.shareDialog.logIn' },
  notPublic: { id: 'navigation.shareDialog.notPublic' },
  privateOwn: { id: 'navigation.shareDialog.privateOwn' },
  describe: { id: 'navigation.shareDialog.describe' },
  description: { id: 'navigation.shareDialog.description' },
  publish: { id: 'navigation.shareDialog.publish' },
  copyLink: { id: 'navigation.shareDialog.copyLink' },
  copied: { id: 'navigation.shareDialog.copied', defaultMessage: 'Copied to clipboard!' },
  copyFailed: { id: 'navigation.shareDialog.copyFailed', defaultMessage: 'Failed to copy to clipboard' },
  email: { id: 'navigation.shareDialog.email' },
  facebook: { id: 'navigation.shareDialog.facebook' },
  twitter: { id: 'navigation.shareDialog.twitter' },
  whatsapp: { id: 'navigation.shareDialog.whatsapp' },
  reddit: { id: 'navigation.shareDialog.reddit' },
  close: { id: 'navigation.shareDialog.close' },
});

export const wordFinderMessages = defineMessages({
  search: { id: 'navigation.wordFinder.search' },
  hint: { id: 'navigation.wordFinder.hint' },
  none: { id: 'navigation.wordFinder.none' },
  results: { id: 'navigation.wordFinder.results' },
  notReached: { id: 'navigation.wordFinder.notReached' },
  sayIt: { id: 'navigation.wordFinder.sayIt' },
  showMe: { id: 'navigation.wordFinder.showMe' },
  close: { id: 'navigation.wordFinder.close' },
});
export const wordFinderCount = defineMessage<{ count: number }>({ id: 'navigation.wordFinder.count' });
export const sayItNamed = defineMessage<{ word: string }>({ id: 'navigation.wordFinder.sayItNamed' });
export const showMeNamed = defineMessage<{ word: string }>({ id: 'navigation.wordFinder.showMeNamed' });
