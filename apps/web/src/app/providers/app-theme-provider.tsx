import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadFontFamily } from '../../lib/fonts/load-font-family';
import { localeScripts } from '../../lib/fonts/locale-script';
import { showScripts } from '../../lib/fonts/shown-scripts';
import { directionOf } from '../../lib/i18n/locales';
import { useAppSelector } from '../../state/hooks';
import { selectDisplaySettings } from '../../state/settings-slice';
import { createAppTheme } from '../theme/create-app-theme';
import { emotionCacheFor } from '../theme/emotion-cache';
import { applyRootClasses, applyThemeColour } from '../theme/root-classes';
import { darkThemeOn, useSystemPrefersDark } from '../../lib/theme/system-theme';

// Keyboard and switch users must always see where focus is; MUI's ripple alone is too faint. A two-tone
// ring (a halo in the gap, the ring outside it) stays visible on the page, on coloured bars and in the dark.
const focusStyles = (theme: Theme) => {
  const [ring, halo] = theme.palette.mode === 'dark' ? ['#ffffff', '#0b0c0c'] : ['#0b0c0c', '#ffffff'];
  const focus = { outline: `3px solid ${ring}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${halo}` };
  return { ':focus-visible:not(input):not(textarea)': focus, '.MuiButtonBase-root.Mui-focusVisible': focus };
};

/** Theme, direction and fonts from the display settings (dark: as chosen, else as the device is) and the language shown. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const display = useAppSelector(selectDisplaySettings);
  const { fontFamily, fontSize, uiSize } = display;
  const darkThemeActive = darkThemeOn(display.darkThemeActive, useSystemPrefersDark());
  const { locale } = useIntl();
  const direction = directionOf(locale);
  const theme = useMemo(
    () => createAppTheme({ display: { darkThemeActive, fontFamily, fontSize }, direction }),
    [darkThemeActive, fontFamily, fontSize, direction],
  );

  useEffect(() => {
    applyRootClasses(document.documentElement, { darkThemeActive, fontSize, uiSize });
    applyThemeColour(document, darkThemeActive ? theme.palette.background.default : theme.palette.primary.main);
  }, [darkThemeActive, fontSize, uiSize, theme]);

  useEffect(() => {
    void loadFontFamily(fontFamily);
  }, [fontFamily]);

  useEffect(() => showScripts(localeScripts(locale)), [locale]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={focusStyles} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
