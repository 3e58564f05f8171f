import { useMemo } from 'react';
import { searchSymbols } from '../../lib/symbols';
import type { SymbolIndexState } from './use-symbol-index';
import { useOnlineSymbols } from './use-online-symbols';
import type { OnlineSearch, OnlineSource, SymbolResult, SymbolSource } from './symbol-result';

/** Spec 01 §9: up to 16 local suggestions. */
export const LOCAL_SUGGESTIONS = 16;

/**
 * The dialog's suggestions for a settled query: the local ones at once (the user's pictures, then the catalogue
 * when ticked), then those of the ticked online libraries as they answer, without repeating a picture.
 */
export function useSymbolResults(
  query: string,
  locale: string,
  indexState: SymbolIndexState,
  enabled: ReadonlySet<SymbolSource>,
  searches: Record<OnlineSource, OnlineSearch>,
) {
  const local = useMemo<SymbolResult[]>(() => {
    if (indexState.status !== 'ready' || !query.trim()) return [];
    const matches = searchSymbols(indexState.index, query, { limit: LOCAL_SUGGESTIONS, includeCatalogue: enabled.has('tessera') });
    return matches.map((match) => ({
      id: match.id,
      src: match.src,
      label: match.label,
      translatedId: match.keyword,
      source: match.isUpload ? 'upload' : 'tessera',
    }));
  }, [indexState, query, enabled]);
  const online = useOnlineSymbols(query, locale, enabled, searches);
  const results = useMemo(() => {
    const seen = new Set(local.map((result) => result.src));
    return [...local, ...online.symbols.filter((result) => !seen.has(result.src) && seen.add(result.src))];
  }, [local, online.symbols]);
  return { results, online };
}
