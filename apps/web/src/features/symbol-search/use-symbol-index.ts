import { useEffect, useState } from 'react';
import { loadSymbolIndex, type SymbolIndex } from '../../lib/symbols';

export type LoadSymbolIndex = (locale: string) => Promise<SymbolIndex>;

export type SymbolIndexState = { status: 'loading' } | { status: 'ready'; index: SymbolIndex } | { status: 'unavailable' };

/** Loads (once per session and language) the in-memory index the dialog searches while it is open. */
export function useSymbolIndex(locale: string, load: LoadSymbolIndex = loadSymbolIndex): SymbolIndexState {
  const [state, setState] = useState<{ locale: string; value: SymbolIndexState }>({ locale, value: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    load(locale).then(
      (index) => live && setState({ locale, value: { status: 'ready', index } }),
      () => live && setState({ locale, value: { status: 'unavailable' } }),
    );
    return () => {
      live = false;
    };
  }, [locale, load]);
  return state.locale === locale ? state.value : { status: 'loading' };
}
