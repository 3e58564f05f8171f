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

export const rowSx: SxProps<Theme> = { display: 'flex', flexWrap: 'wrap', gap: 0.5 };
