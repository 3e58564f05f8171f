/**
 * Where the online symbol libraries live. A build can point them elsewhere (a mirror, or a local stand-in in tests)
 * with VITE_ARASAAC_API_URL, VITE_ARASAAC_STATIC_URL and VITE_GLOBAL_SYMBOLS_URL.
 */
export interface OnlineSymbolUrls {
  arasaacApi: string;
  arasaacStatic: string;
  globalSymbols: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const ONLINE_SYMBOL_URLS: OnlineSymbolUrls = {
  arasaacApi: trimSlash(import.meta.env.VITE_ARASAAC_API_URL || 'https://api.arasaac.org/api'),
  arasaacStatic: trimSlash(import.meta.env.VITE_ARASAAC_STATIC_URL || 'https://static.arasaac.org'),
  globalSymbols: trimSlash(import.meta.env.VITE_GLOBAL_SYMBOLS_URL || 'https://globalsymbols.com/api/v1'),
};

/** Online lookups give up after 5 s: a slow library must not hold up the local results. */
export const ONLINE_TIMEOUT_MS = 5000;

/** What an online search takes: the caller's signal (a newer query aborts it), a time limit, and where to ask. */
export interface OnlineSearchOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  urls?: OnlineSymbolUrls;
}

/**
 * A search's signal: it aborts after the time limit, or when the caller's signal does. Browsers without
 * `AbortSignal.any` (Safari before 17.4: iPads kept on iPadOS 16, common among hand-me-down AAC devices) get the time
 * limit alone, so a search the user moved on from runs to its end there instead of failing every search.
 */
export const searchSignal = (signal: AbortSignal | undefined, timeoutMs: number): AbortSignal => {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
};
