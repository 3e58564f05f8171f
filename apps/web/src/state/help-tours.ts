import { createAction } from '@reduxjs/toolkit';

/**
 * "Reset all help tours" (spec 02 §2 Navigation & Buttons): every guided tour shows again. A tour that keeps a
 * seen-flag in the store turns it back on when this arrives (none does yet: the spec says it currently does nothing).
 */
export const helpToursReset = createAction('tours/reset');
