/** The smallest touch target, in CSS pixels (WCAG 2.5.5 asks for 44): the height, and where it has one the width, of every control. */
export const TOUCH_TARGET_PX = 44;
