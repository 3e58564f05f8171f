import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { chooseSymbol } from './choose-symbol';
import { symbolSearchMessages as m } from './messages';
import { onlineSearches as defaultOnlineSearches } from './online/online-searches';
import { SearchStatus } from './search-status';
import { SourceFilters } from './source-filters';
import type { StoreMedia } from './store-media';
import type { OnlineSearch, OnlineSource, SymbolResult } from './symbol-result';
import { SymbolResults } from './symbol-results';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSymbolIndex, type LoadSymbolIndex } from './use-symbol-index';
import { useSymbolResults } from './use-symbol-results';
import { useSymbolSources } from './use-symbol-sources';

/** Spec 01 §9: symbol searches wait 300 ms after the last keystroke. */
export const SYMBOL_SEARCH_DEBOUNCE_MS = 300;

export interface SymbolSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with what the tile should store as its image, and the suggestion it came from (its label, source). */
  onChange: (src: string, result: SymbolResult) => void;
  storeMedia: StoreMedia;
  /** A first query, such as the tile's label. */
  initialQuery?: string;
  loadIndex?: LoadSymbolIndex;
  onlineSearches?: Record<OnlineSource, OnlineSearch>;
  debounceMs?: number;
}

type ContentProps = Omit<SymbolSearchDialogProps, 'open'> & { titleId: string };

function SymbolSearchContent({
  titleId,
  onClose,
  onChange,
  storeMedia,
  initialQuery = '',
  loadIndex,
  onlineSearches = defaultOnlineSearches,
  debounceMs = SYMBOL_SEARCH_DEBOUNCE_MS,
}: ContentProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(initialQuery);
  const [saving, setSaving] = useState(false);
  const settled = useDebouncedValue(query, debounceMs);
  const indexState = useSymbolIndex(intl.locale, loadIndex);
  const { enabled, toggle } = useSymbolSources();
  const { results, online } = useSymbolResults(settled, intl.locale, indexState, enabled, onlineSearches);

  const choose = async (result: SymbolResult) => {
    setSaving(true);
    const src = await chooseSymbol(result, storeMedia, intl.locale);
    setSaving(false);
    onChange(src, result);
    onClose();
  };

  return (
    <>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <IconButton edge="start" onClick={onClose} aria-label={intl.formatMessage(m.close)}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} component="h2" variant="h6" sx={{ ml: 1 }}>
            {intl.formatMessage(m.title)}
          </Typography>
        </Toolbar>
        {(saving || online.pending || indexState.status === 'loading') && <LinearProgress sx={{ position: 'absolute', insetInline: 0, bottom: 0 }} />}
      </AppBar>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={intl.formatMessage(m.query)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { enterKeyHint: 'search', autoComplete: 'off', spellCheck: false } }}
        />
        <SourceFilters enabled={enabled} onToggle={toggle} />
        <SearchStatus query={settled} indexState={indexState} online={online} count={results.length} saving={saving} />
        <SymbolResults results={results} label={intl.formatMessage(m.results)} disabled={saving} onChoose={(result) => void choose(result)} />
        <Typography variant="caption" color="text.secondary" sx={{ mt: 2 }}>
          {intl.formatMessage(m.attribution)}
        </Typography>
      </Box>
    </>
  );
}

/** The full-screen symbol search of spec 01 §2: autosuggest as you type, source filters, a grid of pictures. */
export function SymbolSearchDialog({ open, ...props }: SymbolSearchDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={props.onClose} aria-labelledby={titleId}>
      {open && <SymbolSearchContent {...props} titleId={titleId} />}
    </Dialog>
  );
}
