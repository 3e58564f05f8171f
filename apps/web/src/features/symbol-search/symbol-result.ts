import type { SymbolSuggestion } from '@tessera/core';

/** The sources of the filter, in the spec's order after our own offline set (spec 01 §9: all on by default). */
export const SYMBOL_SOURCES = ['tessera', 'arasaac', 'globalSymbols'] as const;
export type SymbolSource = (typeof SYMBOL_SOURCES)[number];
export type OnlineSource = Exclude<SymbolSource, 'tessera'>;

/** A suggestion as the dialog shows it: the picture, the word under it, and where it came from. */
export interface SymbolResult extends SymbolSuggestion {
  label: string;
  source: SymbolSource | 'upload';
}

/** What an online library answered: its pictures, or nothing and a note that it could not be reached. */
export interface OnlineResult {
  symbols: SymbolResult[];
  failed: boolean;
}

export type OnlineSearch = (text: string, locale: string, signal: AbortSignal) => Promise<OnlineResult>;

export const EMPTY_ONLINE: OnlineResult = { symbols: [], failed: false };
export const FAILED_ONLINE: OnlineResult = { symbols: [], failed: true };
