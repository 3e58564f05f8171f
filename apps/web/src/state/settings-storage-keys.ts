// Spec 01 §9 leaves board, language and speech out of the persisted client state. Boards live in IndexedDB; the
// language is kept under its own key and the speech settings (voice, pitch, rate) with the others, so a guest's
// choices survive a reload too (a voice this device lacks is passed over for one of the language, see lib/speech).
// (index.html's first-board script checks them too: they are lib/first-board's, see vite/first-board-plugin.ts.)
export { LANGUAGE_KEY, SETTINGS_KEY } from '../lib/first-board/storage-keys';
/** The guided tours' flags (tours-slice.ts), apart from the settings: index.html's script does not read them. */
export const TOURS_KEY = 'tessera.tours';
