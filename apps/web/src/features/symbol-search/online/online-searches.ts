import type { OnlineSearch, OnlineSource } from '../symbol-result';
import { searchArasaac } from './arasaac';
import { searchGlobalSymbols } from './global-symbols';

/** The online libraries the dialog asks, by filter source. */
export const onlineSearches: Record<OnlineSource, OnlineSearch> = {
  arasaac: (text, locale, signal) => searchArasaac(text, locale, { signal }),
  globalSymbols: (text, locale, signal) => searchGlobalSymbols(text, locale, { signal }),
};
