import type { Theme } from '@mui/material/styles';

/**
 * An icon that points a way (back, forward, next, undo, delete backwards) turned round in a right-to-left language,
 * where the way back is to the right: `sx={mirroredInRtl}`.
 */
export const mirroredInRtl = (theme: Theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' });
