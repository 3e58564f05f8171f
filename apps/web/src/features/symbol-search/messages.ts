import { defineMessages } from 'react-intl';

export const symbolSearchMessages = defineMessages({
  open: { id: 'symbolSearch.open' },
  title: { id: 'symbolSearch.title' },
  close: { id: 'symbolSearch.close' },
  query: { id: 'symbolSearch.query' },
  sources: { id: 'symbolSearch.sources' },
  sourceTessera: { id: 'symbolSearch.source.tessera' },
  sourceArasaac: { id: 'symbolSearch.source.arasaac' },
  sourceGlobalSymbols: { id: 'symbolSearch.source.globalSymbols' },
  results: { id: 'symbolSearch.results' },
  hint: { id: 'symbolSearch.hint' },
  loading: { id: 'symbolSearch.loading' },
  noResults: { id: 'symbolSearch.noResults' },
  onlineUnavailable: { id: 'symbolSearch.onlineUnavailable' },
  offlineNotReady: { id: 'symbolSearch.offlineNotReady' },
  searchingOnline: { id: 'symbolSearch.searchingOnline' },
  saving: { id: 'symbolSearch.saving' },
  attribution: { id: 'symbolSearch.attribution' },
});
