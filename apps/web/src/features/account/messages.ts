import { defineMessage, defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  peopleTitle: { id: 'settings.people.title' },
  devicesTitle: { id: 'settings.devices.title' },
  name: { id: 'account.name' },
  email: { id: 'account.email' },
  birthDate: { id: 'account.birthDate' },
  birthDateHint: { id: 'account.birthDate.hint' },
  birthDateInvalid: { id: 'account.birthDate.invalid' },
  country: { id: 'account.country' },
  save: { id: 'account.save' },
  logout: { id: 'account.logout' },
  guestNote: { id: 'account.guestNote' },
  loginSignup: { id: 'settings.account.loginSignup' },
  loadFailed: { id: 'account.loadFailed' },
  noDevices: { id: 'account.devices.none' },
  devicesIntro: { id: 'account.devices.intro' },
  device: { id: 'account.devices.device' },
  lastLogin: { id: 'account.devices.lastLogin' },
  unknown: { id: 'account.devices.unknown' },
  mobile: { id: 'account.devices.kind.mobile' },
  tablet: { id: 'account.devices.kind.tablet' },
  desktop: { id: 'account.devices.kind.desktop' },
  tv: { id: 'account.devices.kind.tv' },
  thisDevice: { id: 'account.devices.thisDevice' },
  signOut: { id: 'account.devices.signOut' },
});

// Notices need a defaultMessage too: the store keeps whole descriptors.
export const accountNotices = defineMessages({
  saved: { id: 'account.notice.saved', defaultMessage: 'Saved' },
  saveFailed: { id: 'account.notice.saveFailed', defaultMessage: 'Your changes could not be saved. Check your connection and try again.' },
});

export const deleteAccountMessages = defineMessages({
  sectionTitle: { id: 'account.delete.title' },
  sectionText: { id: 'account.delete.text' },
  open: { id: 'account.delete.open' },
  dialogTitle: { id: 'account.delete.dialogTitle' },
  dialogText: { id: 'account.delete.dialogText' },
  cancel: { id: 'account.delete.cancel' },
  confirm: { id: 'account.delete.confirm' },
});

export const deleteDeviceMessage = defineMessage<{ device: string }>({ id: 'account.devices.delete' });
export const signOutDeviceMessage = defineMessage<{ device: string }>({ id: 'account.devices.signOutDevice' });

export const logOutEverywhereMessages = defineMessages({
  open: { id: 'account.devices.logoutAll' },
  text: { id: 'account.devices.logoutAllText' },
  cancel: { id: 'account.delete.cancel' },
});

export const sessionNotices = defineMessages({
  failed: { id: 'account.devices.actionFailed', defaultMessage: 'That did not work. Check your connection and try again.' },
});
