import { useSyncExternalStore } from 'react';

// Every MUI dialog, drawer, menu and popover is a Modal: a root portalled into the body, marked hidden while a
// kept-mounted one is closed (the tile editor's warm-up copy).
const OPEN_MODAL = '.MuiModal-root:not(.MuiModal-hidden)';

/** Whether a modal (a dialog, a menu, a drawer) is open on the page now. */
export const modalOpen = (): boolean => document.querySelector(OPEN_MODAL) !== null;

const subscribe = (changed: () => void) => {
  // A modal's root comes and goes as a child of the body, and a kept-mounted one changes its class.
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/**
 * Follows whether a modal is open, for what floats over the page and must step aside meanwhile (the board
 * walkthrough's steps). It watches the page only while the caller is mounted.
 */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, modalOpen, () => false);
}
