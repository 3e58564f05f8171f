// Symbol search (spec 01 §2): composed by the tile editor in app/.
export { SymbolSearchButton, preloadSymbolSearch, type SymbolSearchButtonProps } from './symbol-search-button';
export { SymbolSearchDialog, SYMBOL_SEARCH_DEBOUNCE_MS, type SymbolSearchDialogProps } from './symbol-search-dialog';
export type { SymbolResult, SymbolSource, OnlineSearch, OnlineResult } from './symbol-result';
export type { StoreMedia } from './store-media';
