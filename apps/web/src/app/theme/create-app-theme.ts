import { createTheme, type Theme } from '@mui/material/styles';
import type { DisplaySettings } from '@tessera/core';
import type { TextDirection } from '../../lib/i18n/locales';
import { fontStack } from '../../lib/fonts/load-font-family';
import { TOUCH_TARGET_PX } from '../../lib/theme/touch-target';
import { FONT_SCALE } from './font-scale';

export interface ThemeOptions {
  display: Pick<DisplaySettings, 'darkThemeActive' | 'fontFamily' | 'fontSize'>;
  direction: TextDirection;
}

const target = { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX };

/**
 * Icons of enabled controls, and of disabled ones: a disabled button still shows what it is, at 3:1 or more
 * against the page (WCAG 1.4.11 asks no less of a control one can see), and plainly fainter than an enabled one.
 */
const ACTION = {
  light: { active: 'rgba(0, 0, 0, 0.87)', disabled: 'rgba(0, 0, 0, 0.46)' },
  dark: { active: '#fff', disabled: 'rgba(255, 255, 255, 0.42)' },
} as const;

export const createAppTheme = ({ display, direction }: ThemeOptions): Theme => {
  const mode = display.darkThemeActive ? 'dark' : 'light';
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#90caf9' : '#1565c0' },
      secondary: { main: mode === 'dark' ? '#ffd54f' : '#8d6e00' },
      action: ACTION[mode],
    },
    typography: {
      fontFamily: fontStack(display.fontFamily),
      fontSize: 14 * FONT_SCALE[display.fontSize],
      button: { textTransform: 'none' }, // capitals are harder to read, for people learning to read most of all
    },
    components: {
      MuiButton: { styleOverrides: { root: target } },
      MuiIconButton: { styleOverrides: { root: target } },
      MuiToggleButton: { styleOverrides: { root: target } },
      MuiFab: { styleOverrides: { root: target } },
      MuiCheckbox: { styleOverrides: { root: target } },
      MuiRadio: { styleOverrides: { root: target } },
      MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
      MuiTab: { styleOverrides: { root: target } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
};
