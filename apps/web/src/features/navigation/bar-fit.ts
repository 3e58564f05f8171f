/** The bar's geometry (nav-button.tsx, navigation-bar.tsx): 48 px buttons, 2 px apart. */
export const BUTTON_PX = 48;
export const GAP_PX = 2;

/**
 * How many of the bar's own items show in one row of `freePx` (the room the fixed buttons leave: Go back, the
 * sync status, Profile, Lock), the rest going into More, which then takes a place too. Unknown room (no layout
 * yet, or no ResizeObserver) shows every item.
 */
export function itemsThatFit(freePx: number | null, items: number): number {
  if (freePx === null) return items;
  const places = Math.max(0, Math.floor((freePx + GAP_PX) / (BUTTON_PX + GAP_PX)));
  return places >= items ? items : Math.max(0, places - 1);
}

/** The items shown: the `count` of highest priority (lowest number), kept in the bar's own order. */
export function shownItems<T extends { priority: number }>(items: readonly T[], count: number): Set<T> {
  return new Set([...items].sort((a, b) => a.priority - b.priority).slice(0, count));
}
