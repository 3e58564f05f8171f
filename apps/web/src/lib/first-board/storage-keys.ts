// The keys of localStorage that index.html's first-board script reads before the app runs (vite/first-board-plugin.ts),
// here so that the build imports only lib/first-board; the app's modules that own them take them from here.

/** The signed-in user (state/stored-user.ts). */
export const USER_KEY = 'tessera.user';
/** The settings (state/settings-storage-keys.ts). */
export const SETTINGS_KEY = 'tessera.settings';
/** The language, kept apart from the settings. */
export const LANGUAGE_KEY = 'tessera.language';
/** Whether this device has already started Tessera (features/welcome/first-visit.ts). */
export const WELCOME_SEEN_KEY = 'tessera.welcomeSeen';
