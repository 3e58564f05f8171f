/**
 * Where the menu's Help actions lead (spec 02 §2): Donate opens a backer page, Feedback a mail draft to support. Only
 * whoever runs the app knows those addresses, so they come from the build (VITE_DONATE_URL, VITE_SUPPORT_EMAIL); a
 * build without one has no row for it rather than a link to an address nobody answers. Read when the menu renders.
 */
export const donateUrl = (): string | undefined => import.meta.env.VITE_DONATE_URL || undefined;

/** The mail draft Feedback opens, or nothing when the build names no support address. */
export const feedbackMailto = (subject: string): string | undefined => {
  const address: string | undefined = import.meta.env.VITE_SUPPORT_EMAIL || undefined;
  return address && `mailto:${address}?subject=${encodeURIComponent(subject)}`;
};

/** True when the app runs installed (a home-screen or desktop app), where Donate is not offered. */
export const runsInstalled = (): boolean =>
  typeof matchMedia === 'function' && (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: fullscreen)').matches);
