import { useEffect, useState } from 'react';
import type { OnlineSearch, OnlineSource, SymbolResult, SymbolSource } from './symbol-result';

export interface OnlineSymbolsState {
  symbols: SymbolResult[];
  /** A ticked library could not be reached (or the device is offline): the dialog says so, quietly. */
  failed: boolean;
  pending: boolean;
}

const IDLE: OnlineSymbolsState = { symbols: [], failed: false, pending: false };

/**
 * Asks the ticked online libraries for the (debounced) query, after the local results are already shown. A newer
 * query or closing the dialog aborts the older requests; a library that fails adds nothing but the note.
 */
export function useOnlineSymbols(
  query: string,
  locale: string,
  enabled: ReadonlySet<SymbolSource>,
  searches: Record<OnlineSource, OnlineSearch>,
): OnlineSymbolsState {
  const wanted = (Object.keys(searches) as OnlineSource[]).filter((source) => enabled.has(source));
  const key = wanted.join();
  const [state, setState] = useState<{ for: string; value: OnlineSymbolsState }>({ for: '', value: IDLE });
  const request = `${locale}|${key}|${query.trim()}`;
  const active = !!query.trim() && !!key;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  useEffect(() => {
    if (!active || offline) return;
    const controller = new AbortController();
    const sources = key.split(',') as OnlineSource[];
    void Promise.all(sources.map((source) => searches[source](query, locale, controller.signal))).then((answers) => {
      if (controller.signal.aborted) return;
      setState({ for: request, value: { symbols: answers.flatMap((a) => a.symbols), failed: answers.some((a) => a.failed), pending: false } });
    });
    return () => controller.abort();
  }, [active, offline, request, query, locale, key, searches]);

  if (!active) return IDLE;
  if (offline) return { symbols: [], failed: true, pending: false };
  return state.for === request ? state.value : { symbols: [], failed: false, pending: true };
}
