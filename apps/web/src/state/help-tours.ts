import { createAction } from '@reduxjs/toolkit';

/**
 * "Reset all help tours" (spec 02 §2 Navigation & Buttons): every guided tour shows again. A tour that keeps a
 * seen-flag in the store turns it back on when this arrives (the settings tour, `tours-slice.ts`).
 */
export const helpToursReset = createAction('tours/reset');
