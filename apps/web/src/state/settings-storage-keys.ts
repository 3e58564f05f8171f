// Spec 01 §9: persisted client state excludes board, language and speech. Language is kept under its own
// key so a guest's choice survives a reload; speech settings follow the voice list, which differs per device.
// (A file of its own: index.html's first-board script checks them too, see vite/first-board-plugin.ts.)
export const SETTINGS_KEY = 'tessera.settings';
export const LANGUAGE_KEY = 'tessera.language';
