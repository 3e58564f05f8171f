import { EMPTY_ONLINE, FAILED_ONLINE, type OnlineResult, type SymbolResult } from '../symbol-result';
import { arasaacLocaleOf } from './language-codes';
import { ONLINE_SYMBOL_URLS, ONLINE_TIMEOUT_MS, searchSignal, type OnlineSearchOptions, type OnlineSymbolUrls } from './online-urls';

// ARASAAC can answer hundreds of pictograms for a short word; the grid shows the best ones.
const MAX_RESULTS = 30;

export const arasaacSearchUrl = (text: string, locale: string, urls: OnlineSymbolUrls = ONLINE_SYMBOL_URLS): string =>
  `${urls.arasaacApi}/pictograms/${arasaacLocaleOf(locale)}/search/${encodeURIComponent(text.trim())}`;

/** The pictogram's image at 500 px, the size the spec's fallback uses. */
export const arasaacImageUrl = (id: number | string, urls: OnlineSymbolUrls = ONLINE_SYMBOL_URLS): string =>
  `${urls.arasaacStatic}/pictograms/${id}/${id}_500.png`;

interface ArasaacPictogram {
  _id?: unknown;
  keywords?: { keyword?: unknown }[];
}

/** Maps ARASAAC's answer to suggestions, skipping anything without a numeric id. */
export function arasaacResults(body: unknown, text: string, urls: OnlineSymbolUrls = ONLINE_SYMBOL_URLS): SymbolResult[] {
  if (!Array.isArray(body)) return [];
  return (body as ArasaacPictogram[])
    .flatMap((item) => {
      if (typeof item?._id !== 'number' || !Number.isFinite(item._id)) return [];
      const keyword = item.keywords?.find((k) => typeof k?.keyword === 'string')?.keyword;
      const label = typeof keyword === 'string' ? keyword : text;
      return [{ id: `arasaac:${item._id}`, src: arasaacImageUrl(item._id, urls), label, translatedId: label, fromArasaac: true, source: 'arasaac' as const }];
    })
    .slice(0, MAX_RESULTS);
}

/**
 * Searches ARASAAC's pictograms in the locale's language. Never throws: no match (ARASAAC answers 404) is an empty
 * result; a network failure, time-out or unreadable answer is an empty result marked failed.
 */
export async function searchArasaac(
  text: string,
  locale: string,
  { signal, timeoutMs = ONLINE_TIMEOUT_MS, urls }: OnlineSearchOptions = {},
): Promise<OnlineResult> {
  if (!text.trim()) return EMPTY_ONLINE;
  try {
    const response = await fetch(arasaacSearchUrl(text, locale, urls), { signal: searchSignal(signal, timeoutMs) });
    if (response.status === 404) return EMPTY_ONLINE;
    if (!response.ok) return FAILED_ONLINE;
    return { symbols: arasaacResults(await response.json(), text, urls), failed: false };
  } catch {
    return FAILED_ONLINE;
  }
}
