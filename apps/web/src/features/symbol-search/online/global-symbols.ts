import { EMPTY_ONLINE, FAILED_ONLINE, type OnlineResult, type SymbolResult } from '../symbol-result';
import { iso6393Of } from './language-codes';
import { ONLINE_SYMBOL_URLS, ONLINE_TIMEOUT_MS, searchSignal, type OnlineSearchOptions, type OnlineSymbolUrls } from './online-urls';

/** Spec 01 §9: the global-symbols search asks for 20 labels. */
export const GLOBAL_SYMBOLS_LIMIT = 20;

export const globalSymbolsSearchUrl = (text: string, locale: string, urls: OnlineSymbolUrls = ONLINE_SYMBOL_URLS): string => {
  const query = new URLSearchParams({ query: text.trim(), language: iso6393Of(locale), language_iso_format: '639-3', limit: String(GLOBAL_SYMBOLS_LIMIT) });
  return `${urls.globalSymbols}/labels/search?${query}`;
};

interface GlobalSymbolsLabel {
  id?: unknown;
  text?: unknown;
  picto?: { id?: unknown; image_url?: unknown };
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/** Maps the label search's answer to suggestions, skipping labels without a picture URL. */
export function globalSymbolsResults(body: unknown, text: string): SymbolResult[] {
  if (!Array.isArray(body)) return [];
  return (body as GlobalSymbolsLabel[])
    .flatMap((label) => {
      const src = label?.picto?.image_url;
      if (!isHttpUrl(src)) return [];
      const name = typeof label.text === 'string' && label.text.trim() ? label.text : text;
      const id = String(label.picto?.id ?? label.id ?? src);
      return [{ id: `globalsymbols:${id}`, src, label: name, translatedId: name, fromGlobalsymbols: true, source: 'globalSymbols' as const }];
    })
    .slice(0, GLOBAL_SYMBOLS_LIMIT);
}

/** Searches Global Symbols' labels in the locale's language. Never throws: any failure is an empty result marked failed. */
export async function searchGlobalSymbols(
  text: string,
  locale: string,
  { signal, timeoutMs = ONLINE_TIMEOUT_MS, urls }: OnlineSearchOptions = {},
): Promise<OnlineResult> {
  if (!text.trim()) return EMPTY_ONLINE;
  try {
    const response = await fetch(globalSymbolsSearchUrl(text, locale, urls), { signal: searchSignal(signal, timeoutMs) });
    if (!response.ok) return FAILED_ONLINE;
    return { symbols: globalSymbolsResults(await response.json(), text), failed: false };
  } catch {
    return FAILED_ONLINE;
  }
}
