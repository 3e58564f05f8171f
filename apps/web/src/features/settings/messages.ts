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
});
