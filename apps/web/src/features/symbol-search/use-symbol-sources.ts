import { useCallback, useState } from 'react';
import { SYMBOL_SOURCES, type SymbolSource } from './symbol-result';

const STORAGE_KEY = 'tessera.symbolSources';

const readSaved = (): SymbolSource[] => {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (Array.isArray(saved)) return SYMBOL_SOURCES.filter((source) => saved.includes(source));
  } catch {
    // unreadable: start from the defaults
  }
  return [...SYMBOL_SOURCES];
};

/** The ticked sources: every one by default (spec 01 §9), then as the user last left them on this device. */
export function useSymbolSources() {
  const [enabled, setEnabled] = useState<ReadonlySet<SymbolSource>>(() => new Set(readSaved()));
  const toggle = useCallback((source: SymbolSource, on: boolean) => {
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(source);
      else next.delete(source);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
      } catch {
        // storage refused: the choice lasts for this session
      }
      return next;
    });
  }, []);
  return { enabled, toggle };
}
