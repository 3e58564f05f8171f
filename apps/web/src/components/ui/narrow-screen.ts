/**
 * Hides a control's text on phones while keeping it as the accessible name: the icon or switch stays, and a
 * screen reader still hears "Select all", "Fixed" or "Add Tile". The toolbar then fits fewer rows.
 */
export const textHiddenOnPhones = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
  whiteSpace: { xs: 'nowrap', sm: 'normal' },
} as const;
