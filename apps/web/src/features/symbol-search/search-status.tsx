import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { symbolSearchMessages as m } from './messages';
import type { OnlineSymbolsState } from './use-online-symbols';
import type { SymbolIndexState } from './use-symbol-index';

interface SearchStatusProps {
  query: string;
  indexState: SymbolIndexState;
  online: OnlineSymbolsState;
  count: number;
  saving: boolean;
}

/** One quiet, polite line about the search: loading, nothing found, and whether online libraries answered. */
export function SearchStatus({ query, indexState, online, count, saving }: SearchStatusProps) {
  const intl = useIntl();
  const lines: string[] = [];
  if (saving) lines.push(intl.formatMessage(m.saving));
  else if (indexState.status === 'loading') lines.push(intl.formatMessage(m.loading));
  else if (indexState.status === 'unavailable') lines.push(intl.formatMessage(m.offlineNotReady));
  if (!saving && !query.trim()) lines.push(intl.formatMessage(m.hint));
  else if (!saving && count === 0 && !online.pending && indexState.status !== 'loading') lines.push(intl.formatMessage(m.noResults));
  if (online.pending) lines.push(intl.formatMessage(m.searchingOnline));
  if (online.failed) lines.push(intl.formatMessage(m.onlineUnavailable));
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
      {lines.join(' ')}
    </Typography>
  );
}
