/**
 * Where the menu's Help actions lead (spec 02 §2): Donate opens the project's backer page, Feedback a mail draft to
 * support. Both can be set at build time (VITE_DONATE_URL, VITE_SUPPORT_EMAIL) by whoever runs the app.
 */
export const DONATE_URL = import.meta.env.VITE_DONATE_URL || 'https://opencollective.com/tessera-aac';
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@tessera-aac.org';

export const feedbackMailto = (subject: string) => `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** True when the app runs installed (a home-screen or desktop app), where Donate is not offered. */
export const runsInstalled = (): boolean =>
  typeof matchMedia === 'function' && (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: fullscreen)').matches);
