import { defineMessages } from 'react-intl';

/**
 * Spec 02 §8 settings failures, told by the sync (loading and saving the account's settings) and by a settings screen
 * that fails. The settings stay on this device whatever happens; a pull or the next change sends them again.
 */
export const settingsErrors = defineMessages({
  updateFailed: { id: 'settings.error.updateFailed', defaultMessage: 'Failed to update settings' },
  loadFailed: { id: 'settings.error.loadFailed', defaultMessage: 'Failed to load settings' },
  unexpected: { id: 'settings.error.unexpected', defaultMessage: 'Unexpected settings error' },
});
