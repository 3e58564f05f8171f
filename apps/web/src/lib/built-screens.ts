/**
 * The screens of the spec that later work builds, and whether each is built yet. A screen not built is hidden
 * everywhere (its settings row, its navigation-bar icon) and its address leads back to where it is reached from,
 * so no user meets a stand-in; the subscriptions and usage-reports work only flips its entry here.
 */
export const BUILT_SCREENS = {
  subscribe: true,
  mercadoPago: true,
  analytics: true,
} as const satisfies Record<string, boolean>;

export type PlannedScreen = keyof typeof BUILT_SCREENS;

export const isScreenBuilt = (screen: PlannedScreen): boolean => BUILT_SCREENS[screen];
