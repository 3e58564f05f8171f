import { defineMessages } from 'react-intl';

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
  userHelp: { id: 'settings.menu.userHelp' },
  about: { id: 'settings.about.title' },
  donate: { id: 'settings.menu.donate' },
  feedback: { id: 'settings.menu.feedback' },
  feedbackSubject: { id: 'settings.menu.feedbackSubject' },
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

export const languageMessages = defineMessages({
  title: { id: 'settings.language.title' },
  online: { id: 'settings.speech.online' },
  save: { id: 'settings.save' },
  moreLanguages: { id: 'settings.language.moreLanguages' },
  moreLanguagesHelp: { id: 'settings.language.moreLanguagesHelp' },
  moreLanguagesVoices: { id: 'settings.language.moreLanguagesVoices' },
  close: { id: 'settings.language.close' },
});
