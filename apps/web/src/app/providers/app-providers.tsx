import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '../../state/store';
import { AppThemeProvider } from './app-theme-provider';
import { I18nProvider } from './i18n-provider';

/** Everything a screen needs around it: the store, the language, the theme. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nProvider>
        <AppThemeProvider>{children}</AppThemeProvider>
      </I18nProvider>
    </ReduxProvider>
  );
}
