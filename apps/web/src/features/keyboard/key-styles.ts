import type { SxProps, Theme } from '@mui/material/styles';

/** A key or a prediction: at least 44 px each way (spec 01 §8 targets), a visible focus ring. */
export const keySx: SxProps<Theme> = {
  flex: '1 1 44px',
  minWidth: 44,
  minHeight: 52,
  px: 0.5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1.35rem',
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
  '&:hover': { bgcolor: 'action.hover' },
  '&:active': { bgcolor: 'action.selected' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  '&:disabled': { cursor: 'default', opacity: 0.4 },
};

/**
 * Keys in `columns` columns where the screen has room, else in as many 44 px columns as fit, the keys flowing on
 * (a phone's alphabet: seven letters a line).
 */
export const gridSx = (columns: number): SxProps<Theme> => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(max(44px, calc(100% / ${columns} - 4px)), 1fr))`,
  gap: 0.5,
});

/** The last row (punctuation, Space, Backspace): one line, Space and Backspace wider. */
export const lastRowSx: SxProps<Theme> = { display: 'flex', gap: 0.5 };

/** The six predictions: one row where there is room, else rows of three (two on the narrowest phones). */
export const predictionRowSx: SxProps<Theme> = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: 0.5 };
