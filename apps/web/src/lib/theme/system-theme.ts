import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

const darkQuery = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(QUERY) : null);

/** True when the device asks for dark colours. */
export const systemPrefersDark = (): boolean => darkQuery()?.matches ?? false;

const subscribe = (onChange: () => void) => {
  const query = darkQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/** The device's light or dark setting, following it as it changes (an evening switch, a schedule). */
export const useSystemPrefersDark = (): boolean => useSyncExternalStore(subscribe, systemPrefersDark, () => false);

/** Spec 02 Display: the dark theme the user chose, or, until they choose, the device's setting. */
export const darkThemeOn = (chosen: boolean | undefined, systemDark: boolean): boolean => chosen ?? systemDark;
