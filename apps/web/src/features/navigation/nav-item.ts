import type { ReactNode } from 'react';

/**
 * One of the bar's own buttons (not Go back, Profile or Lock, which always show): a button in the bar while there
 * is room, else a menuitem of More with the same name. The bar is a list of these, so a screen can be left out by
 * filtering the list.
 */
export interface NavItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A route: the item is a link there. */
  to?: string;
  onClick?: () => void;
  /** Which stay in the bar when not all fit: the lowest numbers. */
  priority: number;
  /** Shown before the bar's free middle (at its start edge) rather than after it. */
  atStart?: boolean;
  /** A toggle: whether it is on (a pressed button in the bar, a checked menuitem under More). */
  pressed?: boolean;
  /** Never offered on a touch-only device (see NavButton). */
  notOnTouch?: boolean;
}
