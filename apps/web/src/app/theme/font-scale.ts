import type { DisplaySettings } from '@tessera/core';

export type Size = DisplaySettings['fontSize'];

/** How much larger than Standard the text is for each size option. */
export const FONT_SCALE: Record<Size, number> = { Standard: 1, Large: 1.25, ExtraLarge: 1.5 };

/** The class name fragment for a size option: 'ExtraLarge' → 'extra-large'. */
export const sizeClass = (size: Size): string => size.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
