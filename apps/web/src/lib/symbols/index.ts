// The local symbol catalogue and its search, shared by the symbol search, the image picker and the tile editor.
export { symbolSrc, type CatalogueFile, type KeywordFile } from './catalogue-files';
export { buildSymbolIndex, type SymbolIndex, type UserSymbol } from './build-symbol-index';
export { searchSymbols, type SymbolMatch, type SearchOptions } from './search-symbols';
export { bestSymbolFor } from './best-symbol';
export { loadKeywordData, keywordLanguagesFor, SymbolsUnavailableError, type FetchJson } from './load-keyword-data';
export { loadSymbolIndex, prefetchSymbolKeywords, resetSymbolIndexCache } from './load-symbol-index';
export { rememberUserSymbol, forgetUserSymbol, loadUserSymbols } from './user-symbols';
export { SymbolsDb, getSymbolsDb, SYMBOLS_DB_NAME } from './symbols-db';
